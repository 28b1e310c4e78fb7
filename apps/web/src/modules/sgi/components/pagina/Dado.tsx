import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** One labelled fact of an occurrence or audit (origin, obra, responsible...). */
export function Dado({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
