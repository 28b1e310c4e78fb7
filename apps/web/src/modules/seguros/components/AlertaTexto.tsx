import { useTranslation } from 'react-i18next';
import { formatDate, type TSeguroAlerta } from '@portal/domain';

/** A warning in words: the cover ends before the obra's planned end, or within N days (or already ended). */
export function AlertaTexto({ alerta }: { alerta: TSeguroAlerta }) {
  const { t } = useTranslation('segurosAlertas');
  const fim = formatDate(alerta.fimVigencia);
  const ramo = t(`ramo.${alerta.ramo}`);
  if (alerta.limiar === 'antes_fim_obra')
    return t(alerta.diasParaVencer < 0 ? 'alerta.terminouAntesObra' : 'alerta.antesFimObra', {
      numero: alerta.numero,
      ramo,
      fim,
      fimObra: formatDate(alerta.fimPrevistoObra ?? ''),
    });
  return t('alerta.venceEm', { count: alerta.diasParaVencer, numero: alerta.numero, ramo, fim });
}
