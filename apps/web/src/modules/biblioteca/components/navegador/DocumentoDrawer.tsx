import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import MoveIcon from '@mui/icons-material/DriveFileMoveOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDate, formatDateTime, type TDocumentoDetalhe } from '@portal/domain';
import { FileUpload } from '../../../../components/FileUpload';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { podeVisualizar } from '../../biblioteca-envio';
import {
  conteudoUrl,
  useDocumento,
  useRestaurarVersao,
  useVersaoEnviada,
  versoesEndpoint,
} from '../../biblioteca.queries';
import type { AcoesDocumento } from './DocumentoMenu';

/**
 * A file's details beside the folder: its versions (each downloadable; an old one restored as the newest, after a
 * yes), a new version sent with its progress, the downloads log (to those who may edit it), rename, move, delete.
 */
export function DocumentoDrawer({
  documentoId,
  onClose,
  handlers,
}: {
  documentoId: string | null;
  onClose: () => void;
  handlers: AcoesDocumento;
}) {
  const { t } = useTranslation('biblioteca');
  return (
    <Drawer
      anchor="right"
      open={!!documentoId}
      onClose={onClose}
      // Above the top bar (drawer + 1), under the dialogs it opens (confirm, rename, preview).
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 480 } },
          role: 'dialog',
          'aria-labelledby': 'documento-detalhes-titulo',
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id="documento-detalhes-titulo" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('detalhes.titulo')}
        </Typography>
        <IconButton aria-label={t('detalhes.fechar')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {documentoId && <Detalhes id={documentoId} onClose={onClose} handlers={handlers} />}
    </Drawer>
  );
}

function Detalhes({ id, onClose, handlers }: { id: string; onClose: () => void; handlers: AcoesDocumento }) {
  const doc = useDocumento(id);
  if (doc.isPending)
    return (
      <Stack spacing={2} sx={{ p: 2 }} aria-busy>
        <Skeleton variant="rounded" height={80} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  if (doc.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {doc.error.message}
      </Alert>
    );
  return <DetalhesConteudo doc={doc.data} onClose={onClose} handlers={handlers} />;
}

function DetalhesConteudo({
  doc,
  onClose,
  handlers,
}: {
  doc: TDocumentoDetalhe;
  onClose: () => void;
  handlers: AcoesDocumento;
}) {
  const { t } = useTranslation('biblioteca');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const restaurar = useRestaurarVersao();
  const versaoEnviada = useVersaoEnviada();

  const restaurarVersao = async (numero: number) => {
    if (!(await confirm(t('versoes.confirmarRestaurar', { numero, nome: doc.nome }), t('versoes.restaurar'))))
      return;
    try {
      const novo = await restaurar.mutateAsync({ id: doc.id, numero });
      enqueueSnackbar(t('versoes.restaurada', { numero, nova: novo.versao }), { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : t('erro'), { variant: 'error' });
    }
  };

  return (
    <Box sx={{ p: 2, overflowY: 'auto' }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {doc.nome}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        {doc.caminho}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('documento.resumo', {
          versao: doc.versao,
          tamanho: formatBytes(doc.tamanho),
          data: formatDate(doc.atualizadoEm),
        })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
        <Button
          variant="contained"
          component="a"
          href={conteudoUrl(doc.id)}
          download
          startIcon={<DownloadIcon />}
        >
          {t('documento.baixar')}
        </Button>
        {podeVisualizar(doc.mime) && (
          <Button
            variant="outlined"
            startIcon={<VisibilityIcon />}
            onClick={() => handlers.onVisualizar(doc)}
          >
            {t('documento.visualizar')}
          </Button>
        )}
        {doc.acoes.editar && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => handlers.onRenomear(doc)}>
            {t('documento.renomear')}
          </Button>
        )}
        {doc.acoes.editar && (
          <Button
            variant="outlined"
            startIcon={<MoveIcon />}
            onClick={() => {
              onClose();
              handlers.onMover(doc);
            }}
          >
            {t('documento.mover')}
          </Button>
        )}
        {doc.acoes.excluir && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => handlers.onExcluir(doc)}
          >
            {t('documento.excluir')}
          </Button>
        )}
      </Stack>

      {doc.acoes.editar && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('versoes.nova')}
          </Typography>
          <FileUpload
            endpoint={versoesEndpoint(doc.id)}
            label={t('versoes.enviarNova')}
            onUploaded={(novo: TDocumentoDetalhe) => {
              void versaoEnviada();
              enqueueSnackbar(t('versoes.enviada', { versao: novo.versao }), { variant: 'success' });
            }}
          />
        </Box>
      )}

      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('versoes.titulo', { count: doc.versoes.length })}
      </Typography>
      <List dense aria-label={t('versoes.titulo', { count: doc.versoes.length })}>
        {doc.versoes.map((v) => {
          const atual = v.numero === doc.versao;
          return (
            <ListItem
              key={v.id}
              disableGutters
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={t('versoes.baixar', { numero: v.numero })}>
                    <IconButton
                      component="a"
                      href={conteudoUrl(doc.id, { versao: v.numero })}
                      download
                      aria-label={t('versoes.baixar', { numero: v.numero })}
                    >
                      <DownloadIcon />
                    </IconButton>
                  </Tooltip>
                  {doc.acoes.editar && !atual && (
                    <Tooltip title={t('versoes.restaurarNumero', { numero: v.numero })}>
                      <IconButton
                        aria-label={t('versoes.restaurarNumero', { numero: v.numero })}
                        onClick={() => void restaurarVersao(v.numero)}
                        disabled={restaurar.isPending}
                      >
                        <RestoreIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              }
              sx={{ pr: doc.acoes.editar ? 12 : 6 }}
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{t('documento.versao', { versao: v.numero })}</span>
                    {atual && <Chip size="small" color="primary" label={t('versoes.atual')} />}
                  </Stack>
                }
                secondary={
                  <>
                    {t('versoes.linha', {
                      nome: v.nome,
                      tamanho: formatBytes(v.tamanho),
                      quem: v.enviadoPor?.nome ?? t('documento.ninguem'),
                      em: formatDateTime(v.criadoEm),
                    })}
                    {v.observacao && (
                      <Box component="span" sx={{ display: 'block', fontStyle: 'italic' }}>
                        {v.observacao}
                      </Box>
                    )}
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>

      {(doc.totalDownloads > 0 || doc.downloads.length > 0) && (
        <>
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('downloads.titulo', { count: doc.totalDownloads })}
          </Typography>
          <List dense aria-label={t('downloads.rotulo')}>
            {doc.downloads.map((d, i) => (
              <ListItem key={`${d.em}-${i}`} disableGutters>
                <ListItemText
                  primary={d.usuario?.nome ?? t('documento.ninguem')}
                  secondary={t('downloads.linha', { versao: d.versao, em: formatDateTime(d.em) })}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
