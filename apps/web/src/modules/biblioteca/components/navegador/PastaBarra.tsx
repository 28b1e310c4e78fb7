import { useEffect, useRef, useState } from 'react';
import {
  Button,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DriveFolderUploadIcon from '@mui/icons-material/DriveFolderUpload';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import SecurityIcon from '@mui/icons-material/Security';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ZipIcon from '@mui/icons-material/FolderZip';
import EditIcon from '@mui/icons-material/Edit';
import MoveIcon from '@mui/icons-material/DriveFileMoveOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { menuItemsFor } from '../../../../components/menu-acao';
import type { TPastaConteudo } from '@portal/domain';
import { SearchField } from '../../../../components/SearchField';
import { zipUrl } from '../../biblioteca.queries';

type Pasta = TPastaConteudo['pasta'];

/**
 * The open folder's search box and buttons, as its `acoes` allow (the API checks each again): send files or a whole
 * folder, new folder, access lists, and the folder's own menu (zip, rename, move, delete; not for the root).
 */
export function PastaBarra({
  pasta,
  busca,
  onBusca,
  acessosAbertos,
  onAcessos,
  onEnviarArquivos,
  onEnviarPasta,
  onNovaPasta,
  onRenomear,
  onMover,
  onExcluir,
}: {
  pasta: Pasta;
  busca: string;
  onBusca: (texto: string) => void;
  acessosAbertos: boolean;
  onAcessos: () => void;
  onEnviarArquivos: () => void;
  onEnviarPasta: () => void;
  onNovaPasta: () => void;
  onRenomear: () => void;
  onMover: () => void;
  onExcluir: () => void;
}) {
  const { t } = useTranslation('biblioteca');
  const [texto, setTexto] = useState(busca);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { acoes } = pasta;
  const raiz = pasta.paiId === null;

  // The address follows the box a moment after typing stops; a new folder (or back/forward) resets the box.
  const buscar = useRef(onBusca);
  useEffect(() => {
    buscar.current = onBusca;
  });
  const [visto, setVisto] = useState({ busca, pastaId: pasta.id });
  if (visto.busca !== busca || visto.pastaId !== pasta.id) {
    setVisto({ busca, pastaId: pasta.id });
    if (texto.trim() !== busca) setTexto(busca);
  }
  useEffect(() => {
    if (texto.trim() === busca) return;
    const timer = setTimeout(() => buscar.current(texto), 350);
    return () => clearTimeout(timer);
  }, [texto, busca]);

  const close = () => setAnchor(null);
  const menuItem = menuItemsFor(close);
  const temMenu = acoes.ler || (!raiz && (acoes.editar || acoes.excluir));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
      {acoes.ler && (
        <SearchField
          label={t('busca.rotulo')}
          value={texto}
          onChange={setTexto}
          sx={{ flex: 1, minWidth: { md: 240 } }}
          fullWidth
        />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {acoes.enviar && (
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={onEnviarArquivos}>
            {t('envio.arquivos')}
          </Button>
        )}
        {acoes.enviar && (
          <Button variant="outlined" startIcon={<DriveFolderUploadIcon />} onClick={onEnviarPasta}>
            {t('envio.pasta')}
          </Button>
        )}
        {acoes.criarPasta && (
          <Button variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={onNovaPasta}>
            {t('pasta.nova')}
          </Button>
        )}
        {acoes.configurar && (
          <Button
            variant={acessosAbertos ? 'contained' : 'outlined'}
            startIcon={<SecurityIcon />}
            onClick={onAcessos}
            aria-expanded={acessosAbertos}
            aria-controls="biblioteca-acessos"
          >
            {t('acessos.botao')}
          </Button>
        )}
        {temMenu && (
          <>
            <Tooltip title={t('pasta.maisAcoes')}>
              <IconButton aria-label={t('pasta.maisAcoes')} onClick={(e) => setAnchor(e.currentTarget)}>
                <MoreVertIcon />
              </IconButton>
            </Tooltip>
            <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
              {acoes.ler && (
                <MenuItem component="a" href={zipUrl(pasta.id)} download onClick={close}>
                  <ListItemIcon>
                    <ZipIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{t('pasta.baixarZip')}</ListItemText>
                </MenuItem>
              )}
              {!raiz && acoes.editar && menuItem(t('pasta.renomear'), EditIcon, onRenomear)}
              {!raiz && acoes.editar && menuItem(t('pasta.mover'), MoveIcon, onMover)}
              {!raiz && acoes.excluir && menuItem(t('pasta.excluir'), DeleteIcon, onExcluir)}
            </Menu>
          </>
        )}
      </Stack>
    </Stack>
  );
}
