import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Collapse,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  SGI_GRAVIDADES,
  SGI_GRAVIDADE_LABEL,
  SGI_STATUS_LABEL,
  formatDecimal,
  type TPainelSgi,
  type TSgiCategoria,
} from '@portal/domain';
import { usePainelSgi } from '../../sgi.queries';
import { BarrasHorizontais, BarrasVerticais } from '../../../../components/graficos/Barras';
import { GraficoCard } from '../../../../components/GraficoCard';
import { IndicadorCard } from '../../../../components/IndicadorCard';
import { ParetoChart } from './ParetoChart';

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
/** `2026-03` → `mar/26`. */
const mesAno = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1] ?? mes}/${mes.slice(2, 4)}`;

const duasColunas = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' } };

/** The charts of the dashboard (open occurrences by status, severity and obra; months; the 6M Pareto). */
function Graficos({ p }: { p: TPainelSgi }) {
  const { t } = useTranslation('sgi');
  const theme = useTheme();
  const corStatus = { TRIAGEM: theme.palette.info.main, 'EM ANDAMENTO': theme.palette.warning.main };
  const corGravidade = {
    leve: theme.palette.info.main,
    moderada: theme.palette.warning.main,
    grave: theme.palette.error.main,
  };
  const gravidades = [...SGI_GRAVIDADES, null]
    .map((g) => ({
      rotulo: g ? SGI_GRAVIDADE_LABEL[g] : t('painel.semGravidade'),
      valor: p.abertasPorGravidade.find((x) => x.gravidade === g)?.total ?? 0,
      cor: g ? corGravidade[g] : theme.palette.grey[500],
    }))
    .filter((b) => b.valor > 0);
  return (
    <Stack spacing={2}>
      <Box sx={duasColunas}>
        <GraficoCard
          id="painel-status"
          titulo={t('painel.porStatus')}
          vazio={p.abertasPorStatus.length === 0}
        >
          <BarrasHorizontais
            rotuloSerie={t('painel.ocorrencias')}
            barras={(['TRIAGEM', 'EM ANDAMENTO'] as const).map((s) => ({
              rotulo: SGI_STATUS_LABEL[s],
              valor: p.abertasPorStatus.find((x) => x.status === s)?.total ?? 0,
              cor: corStatus[s],
            }))}
          />
        </GraficoCard>
        <GraficoCard id="painel-gravidade" titulo={t('painel.porGravidade')} vazio={gravidades.length === 0}>
          <BarrasHorizontais rotuloSerie={t('painel.ocorrencias')} barras={gravidades} />
        </GraficoCard>
      </Box>
      <Box sx={duasColunas}>
        <GraficoCard id="painel-meses" titulo={t('painel.porMes')} vazio={p.porMes.length === 0}>
          <BarrasVerticais
            categorias={p.porMes.map((m) => mesAno(m.mes))}
            series={[
              {
                rotulo: t('painel.abertas'),
                valores: p.porMes.map((m) => m.abertas),
                cor: theme.palette.info.main,
              },
              {
                rotulo: t('painel.finalizadas'),
                valores: p.porMes.map((m) => m.finalizadas),
                cor: theme.palette.success.main,
              },
            ]}
          />
        </GraficoCard>
        <GraficoCard id="painel-obras" titulo={t('painel.porObra')} vazio={p.abertasPorObra.length === 0}>
          <BarrasHorizontais
            rotuloSerie={t('painel.ocorrencias')}
            barras={p.abertasPorObra.map((o) => ({ rotulo: o.obra, valor: o.total }))}
          />
        </GraficoCard>
      </Box>
      <GraficoCard
        id="painel-pareto"
        titulo={t('painel.pareto')}
        legenda={t('painel.paretoLegenda')}
        vazio={p.pareto6M.length === 0}
      >
        <ParetoChart pareto={p.pareto6M} />
      </GraficoCard>
    </Stack>
  );
}

/**
 * A category's dashboard (all of SGI without one), of the occurrences sent (drafts left out): how many, how many
 * open, the overdue actions (linking to them) and the mean days to finish; then the charts, folded behind a button on
 * a phone so the list stays near.
 */
export function PainelSgi({ categoria, obra }: { categoria?: TSgiCategoria; obra?: string }) {
  const { t } = useTranslation('sgi');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [graficos, setGraficos] = useState(false);
  const painel = usePainelSgi({ categoria, obra });
  const p = painel.data;
  if (painel.isPending)
    return (
      <Stack spacing={2} aria-busy aria-label={t('painel.carregando')} sx={{ mb: 2 }}>
        <Skeleton variant="rounded" height={110} />
      </Stack>
    );
  if (painel.isError || !p)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {painel.error?.message}
      </Alert>
    );
  const abertas = p.abertasPorStatus.reduce((s, x) => s + x.total, 0);
  const triagem = p.abertasPorStatus.find((x) => x.status === 'TRIAGEM')?.total ?? 0;
  const atrasadas = `/sgi/acoes?atrasadas=sim${categoria ? `&categoria=${categoria}` : ''}`;
  return (
    <Box
      component="section"
      aria-label={t('painel.titulo')}
      sx={{ mb: 2, opacity: painel.isFetching ? 0.6 : 1 }}
      aria-busy={painel.isFetching}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <IndicadorCard
          testId="kpi-total"
          rotulo={t('painel.total')}
          valor={p.total}
          detalhe={t('painel.totalDetalhe')}
        />
        <IndicadorCard
          testId="kpi-abertas"
          rotulo={t('painel.abertasKpi')}
          valor={abertas}
          cor={abertas > 0 ? 'warning' : undefined}
          detalhe={t('painel.emTriagem', { count: triagem })}
        />
        <IndicadorCard
          testId="kpi-atrasadas"
          rotulo={t('painel.acoesAtrasadas')}
          valor={p.acoesAtrasadas}
          cor={p.acoesAtrasadas > 0 ? 'error' : 'success'}
          detalhe={t('painel.verAcoes')}
          para={atrasadas}
        />
        <IndicadorCard
          testId="kpi-tempo"
          rotulo={t('painel.tempoMedio')}
          valor={
            p.tempoMedioDias === null
              ? '—'
              : t('painel.dias', { count: p.tempoMedioDias, dias: formatDecimal(p.tempoMedioDias, 1) })
          }
          detalhe={t('painel.tempoDetalhe')}
        />
      </Box>
      {phone && (
        <Button
          variant="outlined"
          fullWidth
          onClick={() => setGraficos((g) => !g)}
          aria-expanded={graficos}
          aria-controls="sgi-graficos"
          sx={{ mb: 2 }}
        >
          {graficos ? t('painel.esconderGraficos') : t('painel.verGraficos')}
        </Button>
      )}
      <Collapse in={!phone || graficos} id="sgi-graficos" unmountOnExit>
        {p.total === 0 ? (
          <Typography color="text.secondary">{t('painel.vazio')}</Typography>
        ) : (
          <Graficos p={p} />
        )}
      </Collapse>
    </Box>
  );
}
