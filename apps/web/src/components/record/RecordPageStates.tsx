import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../lib/api-error';

/**
 * A record page before its record is drawn: a missing record (or one the user may not read: the API answers 404 for
 * both) with the way back to its list, skeletons while it loads, the error otherwise. With the record, `children`.
 */
export function RecordPageStates<T>({
  query,
  missing = false,
  back,
  notFound,
  skeletons = [90, 220],
  children,
}: {
  query: UseQueryResult<T>;
  /** The address itself names no record (an unknown kind in the path): shown as not found. */
  missing?: boolean;
  back: { to: string; label: string };
  notFound: { title: string; text: string };
  /** Heights of the placeholders while loading. */
  skeletons?: number[];
  children: (record: T) => ReactNode;
}) {
  if (missing || (query.isError && query.error instanceof ApiError && query.error.status === 404))
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={back.to} color="inherit" size="small">
            {back.label}
          </Button>
        }
      >
        <strong>{notFound.title}</strong> — {notFound.text}
      </Alert>
    );
  if (query.isPending)
    return (
      <Stack spacing={2} aria-busy>
        {skeletons.map((height, i) => (
          <Skeleton key={i} variant="rounded" height={height} />
        ))}
      </Stack>
    );
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return <>{children(query.data as T)}</>;
}
