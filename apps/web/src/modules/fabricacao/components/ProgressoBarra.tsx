import { Box, LinearProgress, Typography } from '@mui/material';
import { pct } from './formatos';

/**
 * A progress (0–100) as a bar with its percentage beside it; `rotulo` names it for screen readers ("Progresso por
 * peso"). `grande` for a dashboard's main number.
 */
export function ProgressoBarra({
  valor,
  rotulo,
  grande = false,
}: {
  valor: number;
  rotulo: string;
  grande?: boolean;
}) {
  const limitado = Math.max(0, Math.min(100, valor));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', minWidth: 0 }}>
      <LinearProgress
        variant="determinate"
        value={limitado}
        aria-label={rotulo}
        color={limitado >= 100 ? 'success' : 'primary'}
        sx={{ flex: 1, height: grande ? 12 : 8, borderRadius: 1 }}
      />
      <Typography
        variant={grande ? 'body1' : 'body2'}
        sx={{ minWidth: grande ? 56 : 48, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
      >
        {pct(valor)}
      </Typography>
    </Box>
  );
}
