import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** SPEC §9: primary #6305c6, secondary #ff6101, breakpoints 600/960/1280/1920/2560, overlay 2000, dialogs 2400. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#6305c6' },
      // White on #ff6101 is 3:1, below WCAG AA; dark text on it is 7:1.
      secondary: { main: '#ff6101', contrastText: '#1f1300' },
      // MUI's default warning and info colours carry white text below 4.5:1; these darker ones pass WCAG AA.
      warning: { main: '#b45309' },
      info: { main: '#0369a1' },
      background: { default: '#f6f5fa' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
    zIndex: { modal: 2400 },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    shape: { borderRadius: 8 },
    components: {
      MuiCssBaseline: {
        styleOverrides: { '#root': { maxHeight: '99.5vh' } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  },
  ptBR,
);

/** z-index of the loading overlay (SPEC §9). */
export const OVERLAY_Z_INDEX = 2000;
