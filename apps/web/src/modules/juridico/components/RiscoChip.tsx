import { Chip, type ChipProps } from '@mui/material';
import { PROVISAO_RISCO_LABEL, type TProvisaoRisco } from '@portal/domain';

/** Provável is provisioned (red), possível disclosed (amber), remota neither (green). */
export const RISCO_COR: Record<TProvisaoRisco, ChipProps['color']> = {
  provavel: 'error',
  possivel: 'warning',
  remota: 'success',
};

/** The chance of losing the case, as a chip of its colour. */
export function RiscoChip({ risco, size = 'small' }: { risco: TProvisaoRisco; size?: ChipProps['size'] }) {
  return <Chip size={size} color={RISCO_COR[risco]} variant="outlined" label={PROVISAO_RISCO_LABEL[risco]} />;
}
