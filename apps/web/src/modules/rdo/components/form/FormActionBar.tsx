import type { ReactNode } from 'react';
import { Stack } from '@mui/material';

/** The form's buttons, kept in sight at the bottom of the screen while a long report scrolls under them. */
export function FormActionBar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 2,
        py: 1.5,
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Stack>
  );
}
