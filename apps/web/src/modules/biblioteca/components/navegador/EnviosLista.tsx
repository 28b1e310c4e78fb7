import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import type { Envio, useEnvios } from '../../use-envios';

/** The files being sent (or waiting, sent, refused), each with its own progress bar and the API's reason if refused. */
export function EnviosLista({ envios }: { envios: ReturnType<typeof useEnvios> }) {
  const { t } = useTranslation('biblioteca');
  if (envios.envios.length === 0) return null;
  const ativos = envios.envios.filter((e) => e.estado === 'fila' || e.estado === 'enviando').length;
  const enviados = envios.envios.filter((e) => e.estado === 'enviado').length;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} component="section" aria-labelledby="biblioteca-envios">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography
          id="biblioteca-envios"
          variant="subtitle1"
          component="h2"
          sx={{ flex: 1 }}
          aria-live="polite"
        >
          {ativos > 0
            ? t('envio.emAndamento', { count: ativos })
            : t('envio.concluidos', { count: enviados })}
        </Typography>
        {ativos === 0 && (
          <Button size="small" onClick={envios.limpar}>
            {t('envio.limpar')}
          </Button>
        )}
      </Stack>
      <Stack spacing={1} sx={{ maxHeight: 280, overflowY: 'auto' }}>
        {envios.envios.map((envio) => (
          <EnvioItem key={envio.key} envio={envio} onDismiss={() => envios.dismiss(envio.key)} />
        ))}
      </Stack>
    </Paper>
  );
}

function EnvioItem({ envio, onDismiss }: { envio: Envio; onDismiss: () => void }) {
  const { t } = useTranslation('biblioteca');
  if (envio.estado === 'erro')
    return (
      <Alert severity="error" onClose={onDismiss} closeText={t('envio.dispensar')}>
        <strong>{envio.nome}</strong>: {envio.mensagem}
      </Alert>
    );
  const texto =
    envio.estado === 'fila'
      ? t('envio.naFila', { nome: envio.nome })
      : envio.estado === 'enviado'
        ? t('envio.enviado', { nome: envio.nome })
        : t('envio.enviando', { nome: envio.nome, porcentagem: envio.percent });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={envio.nome}>
          {texto}
        </Typography>
        <LinearProgress
          variant={envio.estado === 'fila' ? 'indeterminate' : 'determinate'}
          color={envio.estado === 'enviado' ? 'success' : envio.estado === 'fila' ? 'inherit' : 'primary'}
          value={envio.percent}
          aria-label={texto}
        />
      </Box>
      {envio.estado === 'enviado' ? (
        <CheckCircleIcon color="success" aria-hidden sx={{ mx: 1 }} />
      ) : (
        <Tooltip title={t('envio.cancelar')}>
          <IconButton
            aria-label={t('envio.cancelarDe', { nome: envio.nome })}
            onClick={() => envio.cancelar?.()}
          >
            <CloseIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
