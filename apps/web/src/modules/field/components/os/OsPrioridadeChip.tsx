import { Chip, type ChipProps } from '@mui/material';
import { OS_PRIORIDADE_LABEL, type TOsPrioridade } from '@portal/domain';

const COLOR: Record<TOsPrioridade, ChipProps['color']> = {
  baixa: 'default',
  media: 'info',
  alta: 'warning',
  urgente: 'error',
};

export function OsPrioridadeChip({ prioridade }: { prioridade: TOsPrioridade }) {
  return <Chip size="small" color={COLOR[prioridade]} label={OS_PRIORIDADE_LABEL[prioridade]} />;
}
