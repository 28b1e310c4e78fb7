import { Chip, type ChipProps } from '@mui/material';
import { CHAMADO_PRIORIDADE_LABEL, type TChamadoPrioridade } from '@portal/domain';

const COR: Record<TChamadoPrioridade, ChipProps['color']> = {
  baixa: 'default',
  media: 'info',
  alta: 'warning',
  urgente: 'error',
};

/** The ticket's priority (it sets the SLA), outlined so it does not compete with the status. */
export function PrioridadeChip({
  prioridade,
  size = 'small',
}: {
  prioridade: TChamadoPrioridade;
  size?: ChipProps['size'];
}) {
  return (
    <Chip
      size={size}
      variant="outlined"
      color={COR[prioridade]}
      label={CHAMADO_PRIORIDADE_LABEL[prioridade]}
    />
  );
}
