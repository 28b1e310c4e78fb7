import { Chip, type ChipProps } from '@mui/material';
import { OS_STATUS_LABEL, type TOsStatus } from '@portal/domain';

const COLOR: Record<TOsStatus, ChipProps['color']> = {
  aberta: 'default',
  em_execucao: 'primary',
  concluida: 'success',
  cancelada: 'error',
};

export function OsStatusChip({ status, size = 'small' }: { status: TOsStatus; size?: ChipProps['size'] }) {
  return <Chip size={size} color={COLOR[status]} label={OS_STATUS_LABEL[status]} variant="outlined" />;
}
