import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/**
 * One number of a dashboard (a KPI): what it is, the number, a line that explains it or whatever goes under it (a
 * bar); a link to where its records are listed, when there is one. Every module's dashboard draws its numbers so.
 */
export function IndicadorCard({
  rotulo,
  valor,
  detalhe,
  children,
  cor,
  para,
  testId,
}: {
  rotulo: string;
  valor: ReactNode;
  detalhe?: ReactNode;
  children?: ReactNode;
  cor?: 'error' | 'warning' | 'success';
  /** Where the number's records are listed (the overdue actions). */
  para?: string;
  testId?: string;
}) {
  const conteudo = (
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
      {children}
    </CardContent>
  );
  return (
    <Card variant="outlined" component="section" aria-label={rotulo} data-testid={testId}>
      {para ? (
        <CardActionArea component={RouterLink} to={para} sx={{ height: '100%' }}>
          {conteudo}
        </CardActionArea>
      ) : (
        conteudo
      )}
    </Card>
  );
}
