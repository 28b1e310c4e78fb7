import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './theme';

/**
 * The MUI theme (SPEC §9) and CssBaseline around the pages drawn with MUI: the signed-in root and every public page
 * but /login, which is drawn without MUI (docs/decisions.md) so its first download stays under 150 KB.
 */
export function MuiRoot({ children, baseline = true }: { children: ReactNode; baseline?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
