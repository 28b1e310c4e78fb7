import { lazy, Suspense, useState } from 'react';
import { Badge, Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import GridOnIcon from '@mui/icons-material/GridOn';
import { useTranslation } from 'react-i18next';
import { isRunning, useExportacoes } from '../exportacoes.queries';
import { useExportToasts } from './use-export-toasts';

// The menu (its list, progress bars and downloads) loads when first opened, not with every page.
const ExportacoesLista = lazy(async () => ({
  default: (await import('./ExportacoesLista')).ExportacoesLista,
}));

/**
 * The top bar's exports: an icon that turns into a progress ring while exports run, and a menu of the recent ones
 * with their progress ("12.345 de 100.000 linhas") and their files. Hidden until the person has exported something.
 */
export function ExportacoesMenu() {
  const { t } = useTranslation('exportacoes');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useExportacoes();
  const items = data?.items;
  useExportToasts(items);
  if (!items || items.length === 0) return null;

  const running = items.filter(isRunning);
  // One ring for all that run: rows written of all rows counted so far (turning while none is counted yet).
  const total = running.reduce((sum, e) => sum + (e.total ?? 0), 0);
  const written = running.reduce((sum, e) => sum + e.linhas, 0);
  const label = running.length ? t('menu.abrir', { count: running.length }) : t('menu.abrirParado');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={!!anchor}
          aria-busy={running.length > 0}
        >
          <Box sx={{ position: 'relative', display: 'flex' }}>
            <Badge badgeContent={running.length} color="secondary">
              <GridOnIcon />
            </Badge>
            {running.length > 0 && (
              <CircularProgress
                color="inherit"
                size={36}
                thickness={2.5}
                variant={total > 0 ? 'determinate' : 'indeterminate'}
                value={total > 0 ? Math.min(100, Math.round((100 * written) / total)) : undefined}
                sx={{ position: 'absolute', top: -6, left: -6 }}
                aria-hidden
              />
            )}
          </Box>
        </IconButton>
      </Tooltip>
      {anchor && (
        <Suspense fallback={null}>
          <ExportacoesLista anchor={anchor} items={items} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
