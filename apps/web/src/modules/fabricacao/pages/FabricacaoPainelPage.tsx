import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@portal/domain';
import { GraficoCard } from '../../../components/GraficoCard';
import { OperacoesAtrasadas } from '../components/painel/OperacoesAtrasadas';
import { FabricacaoCabecalho } from '../components/FabricacaoCabecalho';
import { HorasPorTipoChart } from '../components/painel/HorasPorTipoChart';
import { IndicadorCard } from '../../../components/IndicadorCard';
import { ProgressoBarra } from '../components/ProgressoBarra';
import { ProgressoPorTipoChart } from '../components/painel/ProgressoPorTipoChart';
import { horas, kg, pct } from '../components/formatos';
import { useFabricacao, usePainelFabricacao } from '../fabricacao.queries';

const duasColunas = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' } };

/**
 * /fabricacao/:obra: a fabrication's manufacturing dashboard — progress by weight (the big number) and by item, the
 * progress of each operation kind, the late operations (each leading to its item) and the planned against the
 * actual hours.
 */
export function FabricacaoPainelPage() {
  const { t } = useTranslation('fabricacao');
  const { obra: id } = useParams();
  const fabricacao = useFabricacao(id);
  const painel = usePainelFabricacao(id);
  if (fabricacao.isError) return <Alert severity="error">{fabricacao.error.message}</Alert>;
  if (fabricacao.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('carregando')} />;
  const f = fabricacao.data;
  const p = painel.data;
  return (
    <Box>
      <FabricacaoCabecalho
        fabricacao={f}
        acoes={
          <Button
            variant="outlined"
            startIcon={<ListAltIcon />}
            component={RouterLink}
            to={`/fabricacao/${f.id}/itens`}
          >
            {t('painel.verItens')}
          </Button>
        }
      />
      {painel.isError ? (
        <Alert severity="error">{painel.error.message}</Alert>
      ) : !p ? (
        <Skeleton variant="rounded" height={320} aria-label={t('carregando')} />
      ) : p.itens === 0 ? (
        <Alert
          severity="info"
          action={
            f.acoes.itens && (
              <Button color="inherit" component={RouterLink} to={`/fabricacao/${f.id}/itens`}>
                {t('painel.planejarItens')}
              </Button>
            )
          }
        >
          {t('painel.semItens')}
        </Alert>
      ) : (
        <Stack spacing={3}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr' },
            }}
          >
            <IndicadorCard
              rotulo={t('painel.progressoPeso')}
              valor={pct(p.progressoPeso)}
              testId="progresso-peso"
            >
              <ProgressoBarra valor={p.progressoPeso} rotulo={t('painel.progressoPeso')} grande />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('painel.pesoDe', { feito: kg(p.pesoConcluidoKg), total: kg(p.pesoTotalKg) })}
              </Typography>
            </IndicadorCard>
            <IndicadorCard
              rotulo={t('painel.progressoItens')}
              valor={pct(p.progressoItens)}
              testId="progresso-itens"
            >
              <Typography variant="body2" color="text.secondary">
                {t('painel.itensDe', { feitos: p.itensConcluidos, count: p.itens })}
              </Typography>
            </IndicadorCard>
            <IndicadorCard rotulo={t('painel.horas')} valor={horas(p.horas.reais)} testId="horas">
              <Typography variant="body2" color="text.secondary">
                {t('painel.horasDe', { previstas: horas(p.horas.previstas) })}
              </Typography>
            </IndicadorCard>
            <IndicadorCard
              rotulo={t('painel.atrasadas')}
              valor={formatDecimal(p.atrasadas.length, 0)}
              cor={p.atrasadas.length > 0 ? 'error' : 'success'}
              testId="atrasadas"
            >
              <Typography variant="body2" color="text.secondary">
                {t('painel.operacoesAtrasadasAjuda')}
              </Typography>
            </IndicadorCard>
          </Box>
          <Box sx={duasColunas}>
            <GraficoCard
              id="progresso-por-tipo"
              titulo={t('painel.porTipo')}
              legenda={t('painel.porTipoLegenda')}
              vazio={p.porTipo.length === 0}
            >
              <ProgressoPorTipoChart porTipo={p.porTipo} />
            </GraficoCard>
            <GraficoCard
              id="horas-por-tipo"
              titulo={t('painel.horasPorTipo')}
              legenda={t('painel.horasPorTipoLegenda', {
                previstas: horas(p.horas.previstas),
                reais: horas(p.horas.reais),
              })}
              vazio={p.porTipo.length === 0}
            >
              <HorasPorTipoChart porTipo={p.porTipo} />
            </GraficoCard>
          </Box>
          <OperacoesAtrasadas operacoes={p.atrasadas} />
        </Stack>
      )}
    </Box>
  );
}
