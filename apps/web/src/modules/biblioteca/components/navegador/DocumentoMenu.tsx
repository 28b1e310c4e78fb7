import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DownloadIcon from '@mui/icons-material/Download';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import EditIcon from '@mui/icons-material/Edit';
import MoveIcon from '@mui/icons-material/DriveFileMoveOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { menuItemsFor } from '../../../../components/menu-acao';
import type { TAcoesPasta, TDocumentoBiblioteca } from '@portal/domain';
import { podeVisualizar } from '../../biblioteca-envio';
import { conteudoUrl } from '../../biblioteca.queries';

export interface AcoesDocumento {
  onVisualizar: (doc: TDocumentoBiblioteca) => void;
  onDetalhes: (doc: TDocumentoBiblioteca) => void;
  onRenomear: (doc: TDocumentoBiblioteca) => void;
  onMover: (doc: TDocumentoBiblioteca) => void;
  onExcluir: (doc: TDocumentoBiblioteca) => void;
}

/**
 * A file's menu: view, download, details and versions, and — as the folder allows (the API checks again) — rename,
 * move and delete.
 */
export function DocumentoMenu({
  doc,
  acoes,
  handlers,
}: {
  doc: TDocumentoBiblioteca;
  acoes: TAcoesPasta;
  handlers: AcoesDocumento;
}) {
  const { t } = useTranslation('biblioteca');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const item = menuItemsFor(close);
  return (
    <>
      <IconButton
        aria-label={t('documento.acoesDe', { nome: doc.nome })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {podeVisualizar(doc.mime) &&
          item(t('documento.visualizar'), VisibilityIcon, () => handlers.onVisualizar(doc))}
        <MenuItem component="a" href={conteudoUrl(doc.id)} download onClick={close}>
          <ListItemIcon>
            <DownloadIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('documento.baixar')}</ListItemText>
        </MenuItem>
        {item(t('documento.detalhes'), InfoIcon, () => handlers.onDetalhes(doc))}
        {acoes.editar && item(t('documento.renomear'), EditIcon, () => handlers.onRenomear(doc))}
        {acoes.editar && item(t('documento.mover'), MoveIcon, () => handlers.onMover(doc))}
        {acoes.excluir && item(t('documento.excluir'), DeleteIcon, () => handlers.onExcluir(doc))}
      </Menu>
    </>
  );
}
