import { useState } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { RouterProvider } from 'react-router';
import { DialogProvider } from '../layout/dialogs/DialogProvider';
import { buildRouter } from '../routing/build-router';
import { queryClient } from './query-client';
import { theme } from './theme';
import { TOAST_OPTIONS } from './toast-options';

/** The providers every page relies on: theme, server state, toasts, dialogs, the router (dates: signed-in-root). */
export function App() {
  const [router] = useState(buildRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider {...TOAST_OPTIONS}>
          <DialogProvider>
            <RouterProvider router={router} />
          </DialogProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
