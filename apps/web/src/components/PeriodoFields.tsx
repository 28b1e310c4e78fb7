import { useTranslation } from 'react-i18next';
import { isPeriodoInvertido } from '../lib/periodo';
import { DateField } from './DateField';

/**
 * A list filter's period: "De" and "Até" (both days included), the second marked when it comes before the first.
 * Two fields and nothing around them, so each filter bar places them in its own grid or row.
 */
export function PeriodoFields({
  de,
  ate,
  onChange,
  size,
  rotulos,
}: {
  de: string | undefined;
  ate: string | undefined;
  onChange: (change: { de?: string; ate?: string }) => void;
  size?: 'small' | 'medium';
  /** Labels that say which date the period counts ("Aberto de"); plain "De"/"Até" otherwise. */
  rotulos?: { de: string; ate: string };
}) {
  const { t } = useTranslation();
  const invertido = isPeriodoInvertido(de, ate);
  return (
    <>
      <DateField
        size={size}
        label={rotulos?.de ?? t('lista.periodoDe')}
        value={de}
        onChange={(value) => onChange({ de: value })}
      />
      <DateField
        size={size}
        label={rotulos?.ate ?? t('lista.periodoAte')}
        value={ate}
        onChange={(value) => onChange({ ate: value })}
        error={invertido}
        helperText={invertido ? t('lista.periodoInvertido') : undefined}
      />
    </>
  );
}
