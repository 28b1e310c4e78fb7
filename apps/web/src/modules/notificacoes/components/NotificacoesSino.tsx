import { lazy, Suspense, useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useTranslation } from 'react-i18next';
import { useNaoLidas } from '../notificacoes.queries';
// The panel (a popover with the latest notifications) loads when the bell is first clicked, not with every page.
const NotificacoesPopover = lazy(async () => ({
  default: (await import('./NotificacoesPopover')).NotificacoesPopover,
}));

/**
 * The top bar's bell: the number of unread notifications (asked every 20 s and when the window gets the focus
 * back), and a panel with the latest ones. `sino-notificacoes` is what browser tests find it by.
 */
export function NotificacoesSino() {
  const { t } = useTranslation('notificacoes');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const naoLidas = useNaoLidas();
  const count = naoLidas.data?.naoLidas ?? 0;
  return (
    <>
      <Tooltip title={t('sino.dica', { count })} describeChild>
        <IconButton
          color="inherit"
          data-testid="sino-notificacoes"
          aria-label={t('sino.rotulo')}
          aria-haspopup="dialog"
          aria-expanded={!!anchor}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={count} color="secondary" max={99}>
            {count > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      {anchor && (
        <Suspense fallback={null}>
          <NotificacoesPopover anchor={anchor} naoLidas={count} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
