import { useRef, useState } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@portal/domain';
import { ApiError } from '../lib/api-error';
import { uploadFile, UploadAborted, type UploadHandle } from '../lib/upload-file';
import { usePublicConfig } from '../lib/use-public-config';

export interface FileUploadProps<T> {
  /** API path that receives the multipart upload (field `arquivo`). */
  endpoint: string;
  method?: 'POST' | 'PUT';
  /** `accept` of the file input, e.g. `image/*`. */
  accept?: string;
  label?: string;
  onUploaded: (result: T) => void;
}

/**
 * Chooses one file and sends it with a real progress bar (bytes sent / total) that can be cancelled. The size limit
 * is checked before sending; the server checks it again, and the type, from the content.
 */
export function FileUpload<T>({ endpoint, method = 'POST', accept, label, onUploaded }: FileUploadProps<T>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const config = usePublicConfig();
  const [sending, setSending] = useState<{ name: string; percent: number; handle: UploadHandle<T> } | null>(
    null,
  );
  const [message, setMessage] = useState<{ kind: 'error' | 'success' | 'info'; text: string } | null>(null);

  const start = (file: File) => {
    setMessage(null);
    const limit = config.data?.maxUploadBytes;
    if (limit && file.size > limit) {
      setMessage({
        kind: 'error',
        text: t('upload.grandeDemais', { tamanho: formatBytes(file.size), limite: formatBytes(limit) }),
      });
      return;
    }
    const handle = uploadFile<T>(
      endpoint,
      file,
      ({ loaded, total }) => setSending((s) => s && { ...s, percent: Math.round((loaded / total) * 100) }),
      { method },
    );
    setSending({ name: file.name, percent: 0, handle });
    handle.done.then(
      (result) => {
        setSending(null);
        setMessage({ kind: 'success', text: t('upload.enviado', { nome: file.name }) });
        onUploaded(result);
      },
      (error: unknown) => {
        setSending(null);
        if (error instanceof UploadAborted) setMessage({ kind: 'info', text: t('upload.cancelado') });
        else
          setMessage({ kind: 'error', text: error instanceof ApiError ? error.message : t('upload.falhou') });
      },
    );
  };

  return (
    <Box>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid="arquivo-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) start(file);
        }}
      />
      {sending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2" noWrap>
              {t('upload.enviando', { nome: sending.name, porcentagem: sending.percent })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={sending.percent}
              aria-label={t('upload.enviando', { nome: sending.name, porcentagem: sending.percent })}
            />
          </Box>
          <Tooltip title={t('upload.cancelar')}>
            <IconButton onClick={() => sending.handle.abort()} aria-label={t('upload.cancelar')}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ) : (
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
          {label ?? t('upload.escolher')}
        </Button>
      )}
      {message && (
        <Alert severity={message.kind} sx={{ mt: 1 }} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
    </Box>
  );
}
