import { Chip, type ChipProps } from '@mui/material';
import { ETICA_STATUS_LABEL, type TEticaStatus } from '@portal/domain';

const COR: Record<TEticaStatus, ChipProps['color']> = {
  aberto: 'info',
  em_andamento: 'warning',
  finalizada: 'success',
};

/** A report's status (Aberto, Em andamento, Finalizada), the same chip for the reporter and the committee. */
export function EticaStatusChip({
  status,
  size = 'small',
}: {
  status: TEticaStatus;
  size?: ChipProps['size'];
}) {
  return (
    <Chip size={size} color={COR[status]} label={ETICA_STATUS_LABEL[status]} data-testid="etica-status" />
  );
}
