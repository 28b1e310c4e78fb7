import { useTranslation } from 'react-i18next';
import { formatDate, type TSeguroAlerta } from '@portal/domain';

/** A warning in words: the cover ended with the obra unfinished, ends before its planned end, or within N days. */
export function AlertaTexto({ alerta }: { alerta: TSeguroAlerta }) {
  const { t } = useTranslation('segurosAlertas');
  const fim = formatDate(alerta.fimVigencia);
  const ramo = t(`ramo.${alerta.ramo}`);
  if (alerta.limiar === 'vencida') return t('alerta.vencida', { numero: alerta.numero, ramo, fim });
  if (alerta.limiar === 'antes_fim_obra')
    return t('alerta.antesFimObra', {
      numero: alerta.numero,
      ramo,
      fim,
      fimObra: formatDate(alerta.fimPrevistoObra ?? ''),
    });
  return t('alerta.venceEm', { count: alerta.diasParaVencer, numero: alerta.numero, ramo, fim });
}
