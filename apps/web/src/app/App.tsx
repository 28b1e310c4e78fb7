import { useState } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { ptBR as datePickersPtBR } from '@mui/x-date-pickers/locales';
import { RouterProvider } from 'react-router';
import { DialogProvider } from '../layout/dialogs/DialogProvider';
import { buildRouter } from '../routing/build-router';
import { queryClient } from './query-client';
import { theme } from './theme';
import { TOAST_OPTIONS } from './toast-options';

/** The providers every page relies on: theme, dates in pt-BR, server state, toasts, dialogs, the router. */
export function App() {
  const [router] = useState(buildRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale="pt-br"
        localeText={datePickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider {...TOAST_OPTIONS}>
            <DialogProvider>
              <RouterProvider router={router} />
            </DialogProvider>
          </SnackbarProvider>
        </QueryClientProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
