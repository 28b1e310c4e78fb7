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
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
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
import type { TEap } from '@portal/domain';
import { ApiError } from '../../../../lib/api-error';
import { UploadAborted, type UploadHandle } from '../../../../lib/upload-file';
import { eapImportPath, eapTemplateUrl, useEapSaved } from '../../eap.queries';
import { uploadFile } from '../../../../lib/upload-file';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Replaces the EAP with a spreadsheet: choose the file, watch it go up (cancellable), and either the new EAP or the
 * refusal: the wrong lines one by one, or why the EAP cannot be replaced (items in orders).
 */
export function EapImportarDialog({ eap, obra, onClose }: { eap: TEap; obra: string; onClose: () => void }) {
  const { t } = useTranslation('eap');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const saved = useEapSaved(obra, eap.tipo);
  const input = useRef<HTMLInputElement>(null);
  const [envio, setEnvio] = useState<{
    nome: string;
    porcentagem: number;
    handle: UploadHandle<TEap>;
  } | null>(null);
  const [erro, setErro] = useState<{ texto: string; linhas: { campo: string; mensagem: string }[] } | null>(
    null,
  );
  const emUso = eap.itens.some((i) => i.emUso);

  const enviar = (file: File) => {
    setErro(null);
    const handle = uploadFile<TEap>(eapImportPath(obra, eap.tipo), file, ({ loaded, total }) =>
      setEnvio((s) => s && { ...s, porcentagem: Math.round((loaded / total) * 100) }),
    );
    setEnvio({ nome: file.name, porcentagem: 0, handle });
    handle.done.then(
      async (nova) => {
        setEnvio(null);
        await saved(nova);
        enqueueSnackbar(t('importar.importado', { count: nova.itens.length }), { variant: 'success' });
        onClose();
      },
      (e: unknown) => {
        setEnvio(null);
        if (e instanceof UploadAborted) setErro({ texto: t('importar.cancelado'), linhas: [] });
        else
          setErro({
            texto: e instanceof Error ? e.message : String(e),
            linhas: e instanceof ApiError ? e.fieldErrors.filter((f) => f.campo.startsWith('linha ')) : [],
          });
      },
    );
  };

  return (
    <Dialog open onClose={envio ? undefined : onClose} fullWidth fullScreen={phone} maxWidth="sm">
      <DialogTitle>{t('importar.titulo')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('importar.texto')}</DialogContentText>
        <Link href={eapTemplateUrl(obra, eap.tipo)} download variant="body2">
          {t('importar.modelo')}
        </Link>
        {emUso && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('importar.emUso')}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <input
            ref={input}
            type="file"
            hidden
            accept={XLSX}
            data-testid="eap-planilha-input"
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
            <Button
              variant="contained"
              startIcon={<UploadIcon />}
              disabled={emUso}
              onClick={() => input.current?.click()}
            >
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
                <List dense disablePadding aria-label={t('importar.erros')}>
                  {erro.linhas.map((l) => (
                    <ListItem key={l.campo} disableGutters>
                      <ListItemText
                        primary={t('importar.linha', {
                          numero: l.campo.slice('linha '.length),
                          mensagem: l.mensagem,
                        })}
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
