import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { avisarEnviosMudaram } from '../../../lib/offline/guardar-envio';
import { useEnviosStore } from '../../../lib/offline/envios.store';
import { EnvioCard } from '../components/EnvioCard';
import { useEnvios } from '../envios.queries';

/** /envios: what the user made with no signal and is still on this device, in the order it will be sent. */
export function EnviosPage() {
  const { t } = useTranslation('envios');
  const envios = useEnvios();
  const { online, enviando } = useEnviosStore();
  const aguardando = envios.data?.some((e) => e.estado === 'aguardando') ?? false;
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('titulo')}
      </Typography>
      <Alert severity={online ? 'info' : 'warning'} sx={{ mb: 2 }}>
        {online ? t('explicacao.online') : t('explicacao.offline')}
      </Alert>
      {online && aguardando && (
        <Button variant="contained" sx={{ mb: 2 }} disabled={enviando} onClick={avisarEnviosMudaram}>
          {enviando ? t('enviando') : t('enviarAgora')}
        </Button>
      )}
      {envios.isPending && <Skeleton variant="rounded" height={120} />}
      {envios.data?.length === 0 && <Typography color="text.secondary">{t('vazio')}</Typography>}
      {envios.data && envios.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {envios.data.map((envio) => (
            <EnvioCard key={envio.id} envio={envio} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
