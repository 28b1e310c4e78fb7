import { useState } from 'react';
import { Box, Chip, IconButton, List, ListItem, ListItemIcon, ListItemText, Menu } from '@mui/material';
import FolderIcon from '@mui/icons-material/Folder';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SecurityIcon from '@mui/icons-material/Security';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { menuItemsFor } from '../../../../components/menu-acao';
import type { TModeloPasta } from '@portal/domain';

export interface AcoesModelo {
  onNova: (pai: TModeloPasta) => void;
  onRenomear: (pasta: TModeloPasta) => void;
  onAcessos: (pasta: TModeloPasta) => void;
  onExcluir: (pasta: TModeloPasta) => void;
}

/** The template's folders as a tree (subfolders indented under their folder), each with its menu. */
export function ModeloArvore({ pastas, acoes }: { pastas: TModeloPasta[]; acoes: AcoesModelo }) {
  const filhas = new Map<string | null, TModeloPasta[]>();
  for (const p of pastas) filhas.set(p.paiId, [...(filhas.get(p.paiId) ?? []), p]);
  return <Nivel paiId={null} filhas={filhas} nivel={0} acoes={acoes} />;
}

function Nivel({
  paiId,
  filhas,
  nivel,
  acoes,
}: {
  paiId: string | null;
  filhas: Map<string | null, TModeloPasta[]>;
  nivel: number;
  acoes: AcoesModelo;
}) {
  const { t } = useTranslation('biblioteca');
  const lista = filhas.get(paiId) ?? [];
  if (lista.length === 0) return null;
  return (
    <List dense disablePadding={nivel > 0} aria-label={nivel === 0 ? t('modelo.arvore') : undefined}>
      {lista.map((pasta) => (
        <Box component="li" key={pasta.id} sx={{ listStyle: 'none' }}>
          <ListItem
            component="div"
            disablePadding
            secondaryAction={<MenuPasta pasta={pasta} acoes={acoes} />}
            sx={{ pl: nivel * 3, borderBottom: 1, borderColor: 'divider', minHeight: 48 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <FolderIcon color="primary" />
            </ListItemIcon>
            <ListItemText
              primary={pasta.nome}
              slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              sx={{ pr: 6 }}
              secondary={
                pasta.acesso ? (
                  <Chip
                    component="span"
                    size="small"
                    variant="outlined"
                    color="secondary"
                    label={t('modelo.listasProprias')}
                    sx={{ mt: 0.5 }}
                  />
                ) : undefined
              }
            />
          </ListItem>
          <Nivel paiId={pasta.id} filhas={filhas} nivel={nivel + 1} acoes={acoes} />
        </Box>
      ))}
    </List>
  );
}

function MenuPasta({ pasta, acoes }: { pasta: TModeloPasta; acoes: AcoesModelo }) {
  const { t } = useTranslation('biblioteca');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const item = menuItemsFor(close);
  return (
    <>
      <IconButton
        edge="end"
        aria-label={t('modelo.acoesDe', { nome: pasta.nome })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {item(t('modelo.novaSubpasta'), CreateNewFolderIcon, () => acoes.onNova(pasta))}
        {item(t('modelo.renomear'), EditIcon, () => acoes.onRenomear(pasta))}
        {item(t('modelo.acessos'), SecurityIcon, () => acoes.onAcessos(pasta))}
        {item(t('modelo.excluir'), DeleteIcon, () => acoes.onExcluir(pasta))}
      </Menu>
    </>
  );
}
