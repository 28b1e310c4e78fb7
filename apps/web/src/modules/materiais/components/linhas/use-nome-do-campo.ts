import { useTranslation } from 'react-i18next';
import type { TColunaExtra } from '@portal/domain';

/** A grid field as people read it in a message: the column's title (`extras.peso` → "Peso (kg)"). */
export function useNomeDoCampo(colunas: readonly TColunaExtra[]): (campo: string) => string {
  const { t } = useTranslation('materiais');
  return (campo) => {
    if (campo.startsWith('extras.')) {
      const chave = campo.slice('extras.'.length);
      return colunas.find((c) => c.chave === chave)?.titulo ?? chave;
    }
    return t(`campos.${campo}`, { defaultValue: campo });
  };
}
