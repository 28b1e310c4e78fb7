import { ListSubheader, Menu } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TExportacao } from '@portal/domain';
import { ExportacaoItem } from './ExportacaoItem';

/** The open menu of exports: the recent ones with their progress and their files. */
export function ExportacoesLista({
  anchor,
  items,
  onClose,
}: {
  anchor: HTMLElement;
  items: readonly TExportacao[];
  onClose: () => void;
}) {
  const { t } = useTranslation('exportacoes');
  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <ListSubheader>{t('menu.titulo')}</ListSubheader>
      {items.map((e) => (
        <ExportacaoItem key={e.id} exportacao={e} onDone={onClose} />
      ))}
    </Menu>
  );
}
