import type { ReactNode } from 'react';
import { IconButton, Paper, Stack, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';

/**
 * One line of a list section (workforce, equipment, activity, occurrence): a card of fields on a phone, a compact
 * row on a desk (the caller's grid decides the columns), with its remove button at the end.
 */
export function RowCard({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 1 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: { xs: 'flex-start', md: 'center' } }}>
        {children}
        <Tooltip title={removeLabel}>
          <IconButton aria-label={removeLabel} onClick={onRemove} edge="end">
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Paper>
  );
}
