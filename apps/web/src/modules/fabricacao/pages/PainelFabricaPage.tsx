import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { GraficoCard } from '../../../components/GraficoCard';
import { SectionCard } from '../../../components/SectionCard';
import { CargaCentroChart } from '../components/painel/CargaCentroChart';
import { FabricacoesCards } from '../components/painel/FabricacoesCards';
import { OperacoesAtrasadas } from '../components/painel/OperacoesAtrasadas';
import { horas } from '../components/formatos';
import { usePainelFabrica } from '../fabricacao.queries';

/**
 * /fabrica/Dashboard: the factory at a glance — the fabrications in progress with their progress, every late
 * operation, and each work centre's load against its capacity in the next weeks.
 */
export function PainelFabricaPage() {
  const { t } = useTranslation('fabricacao');
  const { t: tc } = useTranslation();
  const painel = usePainelFabrica();
  const p = painel.data;
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' }, mb: 2 }}>
        {tc('rotas.painelFabrica')}
      </Typography>
      {painel.isError ? (
        <Alert severity="error">{painel.error.message}</Alert>
      ) : !p ? (
        <Skeleton variant="rounded" height={420} aria-label={t('carregando')} />
      ) : (
        <Stack spacing={3}>
          <SectionCard id="em-andamento" title={t('fabrica.emAndamento')}>
            {p.emAndamento.length === 0 ? (
              <Typography color="text.secondary">{t('fabrica.nenhumaEmAndamento')}</Typography>
            ) : (
              <FabricacoesCards fabricacoes={p.emAndamento} rotulo={t('fabrica.emAndamento')} />
            )}
          </SectionCard>
          <OperacoesAtrasadas operacoes={p.atrasadas} comObra />
          <GraficoCard
            id="carga-centros"
            titulo={t('fabrica.carga')}
            legenda={t('fabrica.cargaLegenda', { count: p.carga.semanas.length })}
            vazio={p.carga.centros.length === 0}
          >
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' },
              }}
            >
              {p.carga.centros.map(({ centro, celulas }) => (
                <Box key={centro.id} component="figure" sx={{ m: 0 }} aria-label={centro.nome}>
                  <Typography component="figcaption" variant="subtitle2">
                    {t('fabrica.centroCapacidade', {
                      centro: centro.nome,
                      capacidade: horas(centro.capacidadeHorasSemana),
                    })}
                  </Typography>
                  <CargaCentroChart semanas={p.carga.semanas} celulas={celulas} />
                </Box>
              ))}
            </Box>
          </GraficoCard>
        </Stack>
      )}
    </Box>
  );
}
