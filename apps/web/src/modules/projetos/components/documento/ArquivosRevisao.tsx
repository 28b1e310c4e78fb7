import { useRef } from 'react';
import {
  Button,
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
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDate, type TProjeto, type TProjetoArquivo } from '@portal/domain';
import { FotoEnvios } from '../../../../components/fotos/FotoEnvios';
import { useUploadQueue } from '../../../../lib/use-upload-queue';
import { usePublicConfig } from '../../../../lib/use-public-config';
import {
  enviarArquivo,
  projetoArquivoUrl,
  useExcluirArquivo,
  useRecarregarProjeto,
} from '../../projetos.queries';

type Revisao = TProjeto['revisoes'][number];

/**
 * A revision's files: downloaded by who reads the document; while it is prepared, sent (several at once, one after
 * the other, each with its progress bar and its own refusal) and deleted by who may.
 */
export function ArquivosRevisao({ projetoId, revisao }: { projetoId: string; revisao: Revisao }) {
  const { t } = useTranslation('projetos');
  const { t: tc } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const config = usePublicConfig();
  const recarregar = useRecarregarProjeto();
  const excluir = useExcluirArquivo(projetoId);
  const pode = revisao.acoes.enviarArquivos;
  const fila = useUploadQueue<File, TProjetoArquivo>({
    send: (file, onProgress) => enviarArquivo(projetoId, revisao.id, file, onProgress),
    onSent: () => 'remover',
    onEmpty: () => void recarregar(projetoId),
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
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h4">
          {t('revisao.arquivos')}
        </Typography>
        {pode && (
          <>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              aria-label={t('revisao.enviar')}
              data-testid={`revisao-${revisao.revisao}-arquivo`}
              onChange={(e) => {
                escolher(e.target.files);
                e.target.value = '';
              }}
            />
            <Button size="small" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
              {t('revisao.enviar')}
            </Button>
          </>
        )}
      </Stack>
      <FotoEnvios envios={fila.linhas} onDismiss={fila.dismiss} />
      {revisao.arquivos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('revisao.semArquivos')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {revisao.arquivos.map((a) => (
            <ListItem
              key={a.id}
              disableGutters
              sx={{ pr: pode ? 12 : 6 }}
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={t('revisao.baixarNome', { nome: a.nome })}>
                    <IconButton
                      component="a"
                      href={projetoArquivoUrl(projetoId, revisao.id, a.id)}
                      download={a.nome}
                      aria-label={t('revisao.baixarNome', { nome: a.nome })}
                    >
                      <DownloadIcon />
                    </IconButton>
                  </Tooltip>
                  {pode && (
                    <Tooltip title={t('revisao.excluirArquivo', { nome: a.nome })}>
                      <IconButton
                        aria-label={t('revisao.excluirArquivo', { nome: a.nome })}
                        onClick={() => excluir.mutate({ revisao: revisao.id, arquivo: a.id })}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              }
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <DescriptionIcon color="action" />
              </ListItemIcon>
              <ListItemText
                primary={a.nome}
                secondary={`${formatBytes(a.tamanho)} · ${formatDate(a.enviadoEm)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {excluir.error && (
        <Typography color="error" variant="body2" role="alert">
          {excluir.error.message}
        </Typography>
      )}
    </Stack>
  );
}
