import { Chip } from '@mui/material';
import { OBRA_STATUS_LABEL, type TObraStatus } from '@portal/domain';

const COLORS: Record<TObraStatus, 'default' | 'primary' | 'success' | 'warning' | 'info'> = {
  em_planejamento: 'info',
  em_andamento: 'primary',
  paralisada: 'warning',
  concluida: 'success',
};

export function ObraStatusChip({ status }: { status: TObraStatus }) {
  return (
    <Chip
      label={OBRA_STATUS_LABEL[status]}
      color={COLORS[status]}
      size="small"
      variant={status === 'concluida' ? 'outlined' : 'filled'}
    />
  );
}
