import { Box, LinearProgress, Typography } from '@mui/material';
import { formatDecimal } from '@portal/domain';

/** A percentage (0 to 100) as a bar with its number: "30,9 %". */
export function OsProgresso({ valor, label }: { valor: number; label?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, valor))}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label={label}
      />
      <Typography
        variant="body2"
        sx={{ minWidth: 52, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatDecimal(valor, 1)} %
      </Typography>
    </Box>
  );
}
