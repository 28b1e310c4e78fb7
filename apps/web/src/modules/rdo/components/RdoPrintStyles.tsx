import { GlobalStyles } from '@mui/material';

/**
 * While a report is on screen, printing it (or "Salvar como PDF" in the browser) leaves out the portal's chrome:
 * top bar, side menu, breadcrumbs and the action buttons (marked `displayPrint: 'none'`).
 */
export function RdoPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiAppBar-root, .MuiDrawer-root, .MuiBreadcrumbs-root, main > .MuiToolbar-root': {
            display: 'none !important',
          },
          // The shell caps #root at the viewport height; on paper the report must run over several pages.
          '#root': { maxHeight: 'none !important' },
          body: { backgroundColor: '#fff !important' },
          main: { padding: '0 !important' },
          '.MuiCard-root': { boxShadow: 'none !important' },
        },
      }}
    />
  );
}
