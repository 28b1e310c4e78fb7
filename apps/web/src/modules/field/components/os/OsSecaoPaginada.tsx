import type { ReactNode } from 'react';
import { Card, CardContent, Pagination, Skeleton, Stack, Typography } from '@mui/material';

/**
 * A section of the order's page that lists its records a page at a time (its daily logs, its checklists): the
 * heading with an action beside it, a skeleton while the first page loads, a sentence when there is nothing, the
 * list and its pages.
 */
export function OsSecaoPaginada({
  id,
  titulo,
  acao,
  pending,
  total,
  vazio,
  page,
  pageSize,
  onPage,
  children,
}: {
  id: string;
  titulo: string;
  acao?: ReactNode;
  pending: boolean;
  total: number;
  vazio: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={id} variant="h6" component="h2">
            {titulo}
          </Typography>
          {total > 0 && acao}
        </Stack>
        {pending ? (
          <Skeleton variant="rounded" height={80} />
        ) : total === 0 ? (
          <Typography color="text.secondary">{vazio}</Typography>
        ) : (
          <>
            {children}
            {total > pageSize && (
              <Pagination
                sx={{ mt: 1 }}
                size="small"
                count={Math.ceil(total / pageSize)}
                page={page}
                onChange={(_e, next) => onPage(next)}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
