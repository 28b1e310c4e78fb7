import { Chip, type ChipProps } from '@mui/material';
import { MATERIAIS_STATUS_LABEL, type TMateriaisStatus } from '@portal/domain';

const COLOR: Record<TMateriaisStatus, ChipProps['color']> = {
  REVISAR: 'warning',
  'EM ELABORAÇÃO': 'primary',
  'LIBERADO PARA VERIFICAÇÃO': 'info',
  'LIBERADO PARA SITE MANAGER': 'info',
  'LIBERADO PARA COORDENADOR': 'info',
  'LIBERADO PARA PLANEJAMENTO': 'success',
};

/** A list's status as the spec writes it (SPEC §4), coloured by stage: to revise, being written, released. */
export function ListaStatusChip({
  status,
  size = 'small',
}: {
  status: TMateriaisStatus;
  size?: ChipProps['size'];
}) {
  return <Chip size={size} color={COLOR[status]} label={MATERIAIS_STATUS_LABEL[status]} variant="outlined" />;
}
