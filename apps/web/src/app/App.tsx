import { useState } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { RouterProvider } from 'react-router';
import { buildRouter } from '../routing/build-router';
import { theme } from './theme';

/**
 * The providers every page relies on: the theme and the router. Server state, toasts and dialogs (AppServices)
 * load with the first signed-in page or the public step that needs them; the date pickers with the signed-in root.
 */
export function App() {
  const [router] = useState(buildRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
