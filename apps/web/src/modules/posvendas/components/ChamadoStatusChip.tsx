import { Chip, type ChipProps } from '@mui/material';
import { CHAMADO_STATUS_LABEL, type TChamadoStatus } from '@portal/domain';

/** Open asks for the team (blue), waiting for the client is amber, concluded green, cancelled grey. */
export const STATUS_COR: Record<TChamadoStatus, ChipProps['color']> = {
  aberto: 'info',
  em_atendimento: 'primary',
  aguardando_cliente: 'warning',
  concluido: 'success',
  cancelado: 'default',
};

/** The ticket's status as a chip of its colour. */
export function ChamadoStatusChip({
  status,
  size = 'small',
}: {
  status: TChamadoStatus;
  size?: ChipProps['size'];
}) {
  return <Chip size={size} color={STATUS_COR[status]} label={CHAMADO_STATUS_LABEL[status]} />;
}
