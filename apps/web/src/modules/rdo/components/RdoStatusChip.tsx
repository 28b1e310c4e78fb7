import { Chip, type ChipProps } from '@mui/material';
import { RDO_STATUS_LABEL, type TRdoStatus } from '@portal/domain';

const COLORS: Record<TRdoStatus, ChipProps['color']> = {
  em_preenchimento: 'info',
  finalizado: 'primary',
  aprovado: 'success',
  devolvido: 'warning',
};

/** A report's state, with the life cycle's own words (the same as in the PDF and the spreadsheet). */
export function RdoStatusChip({ status, size = 'small' }: { status: TRdoStatus; size?: ChipProps['size'] }) {
  return (
    <Chip
      label={RDO_STATUS_LABEL[status]}
      color={COLORS[status]}
      size={size}
      variant={status === 'aprovado' ? 'outlined' : 'filled'}
    />
  );
}
