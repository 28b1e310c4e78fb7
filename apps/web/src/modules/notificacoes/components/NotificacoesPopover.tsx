import { Popover } from '@mui/material';
import { NotificacoesPainel } from './NotificacoesPainel';

/** The bell's panel under the bell: the latest notifications. */
export function NotificacoesPopover({
  anchor,
  naoLidas,
  onClose,
}: {
  anchor: HTMLElement;
  naoLidas: number;
  onClose: () => void;
}) {
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <NotificacoesPainel naoLidas={naoLidas} onClose={onClose} />
    </Popover>
  );
}
