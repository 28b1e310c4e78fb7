import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, ButtonBase, IconButton, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
// The dialog (and its Dialog, lists and query) loads when first opened, not with every page.
const BuscaDialog = lazy(async () => ({ default: (await import('./BuscaDialog')).BuscaDialog }));

/**
 * The search of the top bar: a compact box on a computer, an icon on a phone; either, or Ctrl+K (⌘K), opens the
 * search dialog from any signed-in page.
 */
export function BuscaTopBarItem() {
  const { t } = useTranslation('busca');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        // The browser's own Ctrl+K (its address bar search) would take the keys away from the page.
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {phone ? (
        <Tooltip title={t('abrirComAtalho')}>
          <IconButton color="inherit" aria-label={t('abrirComAtalho')} onClick={() => setOpen(true)}>
            <SearchIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-label={t('abrirComAtalho')}
          aria-keyshortcuts="Control+K Meta+K"
          sx={{
            gap: 1,
            px: 1.5,
            height: 36,
            minWidth: 180,
            justifyContent: 'flex-start',
            borderRadius: 1,
            color: 'inherit',
            bgcolor: (th) => alpha(th.palette.common.white, 0.15),
            '&:hover': { bgcolor: (th) => alpha(th.palette.common.white, 0.25) },
            typography: 'body2',
          }}
        >
          <SearchIcon fontSize="small" />
          <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
            {t('abrir')}
          </Box>
          <Box
            component="kbd"
            sx={{
              fontFamily: 'inherit',
              fontSize: 12,
              px: 0.75,
              borderRadius: 0.5,
              border: 1,
              borderColor: (th) => alpha(th.palette.common.white, 0.4),
            }}
          >
            {t('atalho')}
          </Box>
        </ButtonBase>
      )}
      {open && (
        <Suspense fallback={null}>
          <BuscaDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
