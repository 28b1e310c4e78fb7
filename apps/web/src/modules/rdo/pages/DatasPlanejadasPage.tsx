import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlanoEditor } from '../components/plano/PlanoEditor';
import { usePlano } from '../rdo.queries';

/** /:obra/diarios/datas: the obra's planned activities (weights and dates), which the S-curve and the RDOs read. */
export function DatasPlanejadasPage() {
  const { t } = useTranslation('rdoEdicao');
  const { obra = '' } = useParams();
  const plano = usePlano(obra);
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('plano.titulo')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {t('plano.dica')}
      </Typography>
      {plano.isPending && <Skeleton variant="rounded" height={420} />}
      {plano.isError && <Alert severity="error">{plano.error.message}</Alert>}
      {/* Keyed by obra only: a refetch (window focus) must not wipe lines being edited. */}
      {plano.isSuccess && <PlanoEditor key={obra} obra={obra} plano={plano.data} />}
    </Box>
  );
}
