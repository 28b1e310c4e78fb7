import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import FactoryIcon from '@mui/icons-material/PrecisionManufacturing';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FabricacoesCards } from '../components/painel/FabricacoesCards';
import { useFabricacoesDestino } from '../fabricacao.queries';

/**
 * /:obra/fabricacao/Dashboard (site layout): the fabrications whose equipment comes to this site, with their
 * progress by weight and late operations, each leading to its manufacturing dashboard.
 */
export function DestinoPainelPage() {
  const { t } = useTranslation('fabricacao');
  const { t: tc } = useTranslation();
  const { obra } = useParams();
  const fabricacoes = useFabricacoesDestino(obra);
  const titulo = tc('rotas.fabricacaoDestino');
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {titulo}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('destino.ajuda')}
      </Typography>
      {fabricacoes.isError ? (
        <Alert severity="error">{fabricacoes.error.message}</Alert>
      ) : fabricacoes.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label={t('carregando')} />
      ) : fabricacoes.data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <FactoryIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p">
              {t('destino.vazio')}
            </Typography>
          </Stack>
        </Paper>
      ) : (
        <FabricacoesCards fabricacoes={fabricacoes.data.items} rotulo={titulo} />
      )}
    </Box>
  );
}
