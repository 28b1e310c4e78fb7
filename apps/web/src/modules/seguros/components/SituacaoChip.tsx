import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TSeguroSituacao } from '@portal/domain';

/** The color of each situation, the same on every chip. */
export const SITUACAO_COR: Record<TSeguroSituacao, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  a_iniciar: 'info',
  vigente: 'success',
  vence_em_breve: 'warning',
  vencida: 'error',
};

/** Where a policy stands today: a iniciar, vigente, vence em até 30 dias, vencida. */
export function SituacaoChip({ situacao }: { situacao: TSeguroSituacao }) {
  const { t } = useTranslation('seguros');
  return <Chip size="small" color={SITUACAO_COR[situacao]} label={t(`situacao.${situacao}`)} />;
}
