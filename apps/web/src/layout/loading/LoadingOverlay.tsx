import { useEffect } from 'react';
import { Backdrop, Box, CircularProgress, Fade, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OVERLAY_Z_INDEX } from '../../app/theme';
import { useLayoutStore } from '../layout.store';
import { OVERLAY_TIMING, BUSY_TIMING, useLoadingStore } from './loading.store';

/** The loading overlay and the busy-action indicator; page scrolling is locked while either runs or the drawer is open. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const { overlay, busy, busyMessage } = useLoadingStore();
  const sidebarOpen = useLayoutStore((s) => s.sidebarOpen);
  const lockScroll = overlay.shown || busy.shown || sidebarOpen;

  useEffect(() => {
    document.body.style.overflow = lockScroll ? 'hidden' : '';
    return () => {
      document.body.style.overflow = '';
    };
  }, [lockScroll]);

  return (
    <>
      <Backdrop
        open={overlay.shown && !overlay.exiting}
        transitionDuration={{ enter: 150, exit: OVERLAY_TIMING.exitMs }}
        sx={{ zIndex: OVERLAY_Z_INDEX, color: '#fff', flexDirection: 'column', gap: 2 }}
        data-testid="overlay-carregando"
      >
        <CircularProgress color="inherit" aria-hidden />
        <Typography>{t('carregando')}</Typography>
      </Backdrop>
      <Fade in={busy.shown && !busy.exiting} timeout={{ enter: 150, exit: BUSY_TIMING.exitMs }} unmountOnExit>
        <Box
          sx={{
            position: 'fixed',
            bottom: 24,
            left: 0,
            right: 0,
            display: 'flex',
            justifyContent: 'center',
            zIndex: OVERLAY_Z_INDEX,
            pointerEvents: 'none',
          }}
        >
          <Paper
            elevation={6}
            role="status"
            aria-live="polite"
            sx={{ px: 2.5, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}
            data-testid="indicador-ocupado"
          >
            {/* The message beside it says what runs: the spinner is decoration for screen readers. */}
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">
              {busy.pending ? t('shell.finalizando') : busyMessage || t('carregando')}
            </Typography>
          </Paper>
        </Box>
      </Fade>
    </>
  );
}
