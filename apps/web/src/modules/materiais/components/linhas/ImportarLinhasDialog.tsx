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
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TColunaExtra, TLinhasLista } from '@portal/domain';
import { ApiError } from '../../../../lib/api-error';
import { UploadAborted, uploadFile, type UploadHandle } from '../../../../lib/upload-file';
import {
  linhasImportPath,
  linhasModeloUrl,
  useLinhasSaved,
  type ModoImportacao,
} from '../../materiais.queries';
import { useNomeDoCampo } from './use-nome-do-campo';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Recusa {
  texto: string;
  linhas: { chave: string; numero: number; campo: string; mensagem: string }[];
}

/**
 * The API's per-line refusals: `linhas.N` (N the data line from 0) with a message that already names the sheet's
 * line and the cells; one naming a field (`linhas.N.unidade`) is numbered here.
 */
function recusaDe(e: unknown): Recusa {
  const texto = e instanceof Error ? e.message : String(e);
  const linhas =
    e instanceof ApiError
      ? e.fieldErrors.flatMap(({ campo, mensagem }) => {
          const m = /^linhas\.(\d+)\.?(.*)$/.exec(campo);
          return m ? [{ chave: campo, numero: Number(m[1]) + 1, campo: m[2] ?? '', mensagem }] : [];
        })
      : [];
  return { texto, linhas };
}

/**
 * Reads the lines from a spreadsheet: replace the list's lines or add after them, choose the file, watch it go up
 * (cancellable), then either the new lines or the refusal with each wrong line (nothing is imported then).
 */
export function ImportarLinhasDialog({
  listaId,
  colunas,
  onClose,
  onImportado,
}: {
  listaId: string;
  colunas: readonly TColunaExtra[];
  onClose: () => void;
  onImportado: (linhas: TLinhasLista) => void;
}) {
  const { t } = useTranslation('materiais');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const saved = useLinhasSaved(listaId);
  const nomeDoCampo = useNomeDoCampo(colunas);
  const input = useRef<HTMLInputElement>(null);
  const [modo, setModo] = useState<ModoImportacao>('substituir');
  const [envio, setEnvio] = useState<{
    nome: string;
    porcentagem: number;
    handle: UploadHandle<TLinhasLista>;
  } | null>(null);
  const [erro, setErro] = useState<Recusa | null>(null);

  const enviar = (file: File) => {
    setErro(null);
    const handle = uploadFile<TLinhasLista>(linhasImportPath(listaId, modo), file, ({ loaded, total }) =>
      setEnvio((s) => s && { ...s, porcentagem: Math.round((loaded / total) * 100) }),
    );
    setEnvio({ nome: file.name, porcentagem: 0, handle });
    handle.done.then(
      async (linhas) => {
        setEnvio(null);
        await saved(linhas);
        onImportado(linhas);
        enqueueSnackbar(t('importar.importado', { count: linhas.linhas.length }), { variant: 'success' });
        onClose();
      },
      (e: unknown) => {
        setEnvio(null);
        setErro(e instanceof UploadAborted ? { texto: t('importar.cancelado'), linhas: [] } : recusaDe(e));
      },
    );
  };

  return (
    <Dialog open onClose={envio ? undefined : onClose} fullWidth fullScreen={phone} maxWidth="sm">
      <DialogTitle>{t('importar.titulo')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('importar.texto')}</DialogContentText>
        <Link href={linhasModeloUrl(listaId)} download variant="body2">
          {t('importar.modelo')}
        </Link>
        <FormControl sx={{ mt: 2, display: 'block' }} disabled={!!envio}>
          <FormLabel id="importar-modo">{t('importar.modo')}</FormLabel>
          <RadioGroup
            aria-labelledby="importar-modo"
            value={modo}
            onChange={(e) => setModo(e.target.value as ModoImportacao)}
          >
            <FormControlLabel value="substituir" control={<Radio />} label={t('importar.substituir')} />
            <FormControlLabel value="acrescentar" control={<Radio />} label={t('importar.acrescentar')} />
          </RadioGroup>
        </FormControl>
        <Box sx={{ mt: 2 }}>
          <input
            ref={input}
            type="file"
            hidden
            accept={XLSX}
            data-testid="materiais-planilha-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) enviar(file);
            }}
          />
          {envio ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="body2" noWrap>
                  {t('importar.enviando', { nome: envio.nome, porcentagem: envio.porcentagem })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={envio.porcentagem}
                  aria-label={t('importar.enviando', { nome: envio.nome, porcentagem: envio.porcentagem })}
                />
              </Box>
              <Tooltip title={t('importar.cancelar')}>
                <IconButton onClick={() => envio.handle.abort()} aria-label={t('importar.cancelar')}>
                  <CloseIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : (
            <Button variant="contained" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
              {t('importar.escolher')}
            </Button>
          )}
        </Box>
        {erro && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {erro.texto}
            {erro.linhas.length > 0 && (
              <>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('importar.erros')}
                </Typography>
                <List
                  dense
                  disablePadding
                  aria-label={t('importar.erros')}
                  sx={{ maxHeight: 260, overflow: 'auto' }}
                >
                  {erro.linhas.map((l) => (
                    <ListItem key={l.chave} disableGutters>
                      <ListItemText
                        primary={
                          l.campo
                            ? t('importar.linha', {
                                numero: l.numero,
                                campo: nomeDoCampo(l.campo),
                                mensagem: l.mensagem,
                              })
                            : l.mensagem
                        }
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={!!envio}>
          {t('importar.fechar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
