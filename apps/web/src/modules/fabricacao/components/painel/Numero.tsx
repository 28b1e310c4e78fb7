import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** One number of a dashboard: what it is, the number, and what is under it (a bar, a line that explains it). */
export function Numero({
  rotulo,
  valor,
  children,
  cor,
  testId,
}: {
  rotulo: string;
  valor: ReactNode;
  children?: ReactNode;
  cor?: 'error' | 'warning' | 'success';
  testId?: string;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={rotulo} data-testid={testId}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          {rotulo}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          color={cor ? `${cor}.main` : undefined}
          sx={{ fontWeight: 600, fontSize: { xs: '1.5rem', sm: '2.25rem' }, overflowWrap: 'anywhere' }}
        >
          {valor}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
