import { Alert, Box, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { FotoEnvio } from './use-foto-uploads';

/** One photo being sent (or waiting, or refused): its name, its own progress bar, cancel / dismiss. */
export function FotoEnvioItem({ envio, onDismiss }: { envio: FotoEnvio; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (envio.estado === 'erro')
    return (
      <Alert severity="error" onClose={onDismiss}>
        <strong>{envio.nome}</strong>: {envio.mensagem}
      </Alert>
    );
  const texto =
    envio.estado === 'fila'
      ? t('upload.naFila', { nome: envio.nome })
      : t('upload.enviando', { nome: envio.nome, porcentagem: envio.percent });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {texto}
        </Typography>
        <LinearProgress
          variant={envio.estado === 'fila' ? 'indeterminate' : 'determinate'}
          color={envio.estado === 'fila' ? 'inherit' : 'primary'}
          value={envio.percent}
          aria-label={texto}
        />
      </Box>
      <Tooltip title={t('upload.cancelar')}>
        <IconButton
          aria-label={t('upload.cancelarDe', { nome: envio.nome })}
          onClick={() => envio.cancelar?.()}
        >
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
