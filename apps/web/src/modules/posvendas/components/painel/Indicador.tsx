import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** One number of a dashboard (a KPI): what it is, the number, and a line that explains it. */
export function Indicador({
  rotulo,
  valor,
  detalhe,
  cor,
  testId,
}: {
  rotulo: string;
  valor: ReactNode;
  detalhe?: ReactNode;
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
          sx={{ fontWeight: 600, fontSize: { xs: '1.35rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {valor}
        </Typography>
        {detalhe && (
          <Typography variant="body2" color="text.secondary">
            {detalhe}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
