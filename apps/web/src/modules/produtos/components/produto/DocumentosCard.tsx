import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDate, type TArquivo, type TProduto } from '@portal/domain';
import { FotoEnvios } from '../../../../components/fotos/FotoEnvios';
import { SectionCard } from '../../../../components/SectionCard';
import { useUploadQueue } from '../../../../lib/use-upload-queue';
import { usePublicConfig } from '../../../../lib/use-public-config';
import {
  arquivoUrl,
  enviarDocumento,
  useDocumentoEnviado,
  useExcluirDocumento,
} from '../../produtos.queries';

/**
 * The product's documents (data sheets, drawings, manuals): downloaded by who reads the product; sent (several at
 * once, one after the other, each with its progress bar and its own refusal) and deleted by who may.
 */
export function DocumentosCard({ produto }: { produto: TProduto }) {
  const { t } = useTranslation('produtos');
  const { t: tc } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const config = usePublicConfig();
  const enviado = useDocumentoEnviado();
  const excluir = useExcluirDocumento(produto.id);
  const [excluindo, setExcluindo] = useState<TArquivo | null>(null);
  const fila = useUploadQueue<File, TProduto>({
    send: (file, onProgress) => enviarDocumento(produto.id, file, onProgress),
    onSent: (atual) => {
      enviado(atual);
      return 'remover';
    },
    falhou: tc('upload.falhou'),
  });

  const escolher = (files: FileList | null) => {
    const limite = config.data?.maxUploadBytes;
    fila.add(
      Array.from(files ?? []).map((file) =>
        limite && file.size > limite
          ? {
              nome: file.name,
              recusado: tc('upload.grandeDemais', {
                tamanho: formatBytes(file.size),
                limite: formatBytes(limite),
              }),
            }
          : { nome: file.name, job: file },
      ),
    );
  };

  return (
    <SectionCard
      id="produto-documentos"
      title={t('documentos.titulo')}
      aside={
        produto.acoes.documentos && (
          <>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              aria-label={t('documentos.enviar')}
              onChange={(e) => {
                escolher(e.target.files);
                e.target.value = '';
              }}
            />
            <Button startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
              {t('documentos.enviar')}
            </Button>
          </>
        )
      }
    >
      <Stack spacing={1.5}>
        <FotoEnvios envios={fila.linhas} onDismiss={fila.dismiss} />
        {produto.documentos.length === 0 ? (
          <Typography color="text.secondary">{t('documentos.vazio')}</Typography>
        ) : (
          <List dense disablePadding aria-labelledby="produto-documentos">
            {produto.documentos.map((doc) => (
              <ListItem
                key={doc.id}
                disableGutters
                secondaryAction={
                  <Stack direction="row" spacing={0.5}>
                    <Tooltip title={t('documentos.baixar')}>
                      <IconButton
                        component="a"
                        href={arquivoUrl(doc.id)}
                        download={doc.nome}
                        aria-label={t('documentos.baixarNome', { nome: doc.nome })}
                      >
                        <DownloadIcon />
                      </IconButton>
                    </Tooltip>
                    {produto.acoes.documentos && (
                      <Tooltip title={t('documentos.excluir')}>
                        <IconButton
                          aria-label={t('documentos.excluirNome', { nome: doc.nome })}
                          onClick={() => setExcluindo(doc)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                }
                sx={{ pr: produto.acoes.documentos ? 12 : 6 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <DescriptionIcon color="action" />
                </ListItemIcon>
                <ListItemText
                  primary={doc.nome}
                  secondary={t('documentos.detalhe', {
                    tamanho: formatBytes(doc.tamanho),
                    data: formatDate(doc.createdAt),
                  })}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
      <Dialog open={!!excluindo} onClose={() => setExcluindo(null)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('documentos.excluirTitulo')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('documentos.excluirTexto', { nome: excluindo?.nome ?? '' })}
          </DialogContentText>
          {excluir.error && (
            <Box sx={{ mt: 2 }}>
              <Alert severity="error">{excluir.error.message}</Alert>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setExcluindo(null)}>{tc('dialogos.cancelar')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={excluir.isPending}
            onClick={() => {
              if (!excluindo) return;
              excluir.mutate(excluindo.id, {
                onSuccess: () => {
                  enqueueSnackbar(t('documentos.excluido', { nome: excluindo.nome }), { variant: 'success' });
                  setExcluindo(null);
                },
              });
            }}
          >
            {t('documentos.excluir')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
