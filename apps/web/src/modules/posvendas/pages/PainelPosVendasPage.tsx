import { Suspense } from 'react';
import { Alert, Box, Paper, Skeleton, Stack, Typography, useTheme } from '@mui/material';
import SupportIcon from '@mui/icons-material/Dashboard';
import { useTranslation } from 'react-i18next';
import {
  CHAMADO_STATUSES,
  CHAMADO_STATUS_LABEL,
  formatDecimal,
  formatMoney,
  type TChamadoStatus,
  type TPainelPosVendas,
} from '@portal/domain';
import { LIST_EXPORT_BUTTON } from '../../../routing/route-registry';
import { BarrasHorizontais, BarrasVerticais } from '../../../components/graficos/Barras';
import { GraficoCard } from '../../../components/GraficoCard';
import { IndicadorCard } from '../../../components/IndicadorCard';
import { PainelFiltros } from '../components/painel/PainelFiltros';
import { media, mesAno, reaisEixo } from '../components/painel/formatos';
import { usePainelBusca } from '../components/painel/use-painel-busca';
import { useCoresDasNotas } from '../components/painel/use-cores-das-notas';
import { usePainel } from '../posvendas.queries';

const duasColunas = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' } };

/** The numbers and charts of the period (there is at least one ticket). */
function Painel({ p }: { p: TPainelPosVendas }) {
  const { t } = useTranslation('posvendas');
  const theme = useTheme();
  const cores = useCoresDasNotas();
  const horas = (h: number | null) =>
    h === null ? '—' : t('painel.horasUteis', { horas: formatDecimal(h, 1) });
  const corDoStatus: Record<TChamadoStatus, string> = {
    aberto: theme.palette.info.main,
    em_atendimento: theme.palette.primary.main,
    aguardando_cliente: theme.palette.warning.main,
    concluido: theme.palette.success.main,
    cancelado: theme.palette.grey[500],
  };
  const mediaPor = (itens: { rotulo: string; media: number }[]) =>
    itens.map((i) => ({ rotulo: i.rotulo, valor: i.media }));
  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' },
        }}
      >
        <IndicadorCard
          testId="kpi-total"
          rotulo={t('painel.total')}
          valor={p.total}
          detalhe={t('painel.concluidos', { count: p.resolucaoHoras.concluidos })}
        />
        <IndicadorCard
          rotulo={t('painel.mediana')}
          valor={horas(p.resolucaoHoras.mediana)}
          detalhe={t('painel.p90', { horas: horas(p.resolucaoHoras.p90) })}
        />
        <IndicadorCard
          testId="kpi-sla-primeira"
          rotulo={t('painel.slaPrimeira')}
          valor={p.slaEstourado.primeiraResposta}
          cor={p.slaEstourado.primeiraResposta > 0 ? 'error' : undefined}
          detalhe={t('painel.slaDetalhe')}
        />
        <IndicadorCard
          testId="kpi-sla-resolucao"
          rotulo={t('painel.slaResolucao')}
          valor={p.slaEstourado.resolucao}
          cor={p.slaEstourado.resolucao > 0 ? 'error' : undefined}
          detalhe={t('painel.slaDetalhe')}
        />
        <IndicadorCard
          testId="kpi-satisfacao"
          rotulo={t('painel.satisfacao')}
          valor={p.satisfacao.media === null ? '—' : media(p.satisfacao.media)}
          cor={p.satisfacao.media === null ? undefined : cores.de(p.satisfacao.media)}
          detalhe={t('painel.respostas', { count: p.satisfacao.respostas })}
        />
        <IndicadorCard
          testId="kpi-custos"
          rotulo={t('painel.custos')}
          valor={formatMoney(p.custos.total)}
          detalhe={t('painel.custosDetalhe')}
        />
      </Box>

      <Box sx={duasColunas}>
        <GraficoCard id="painel-status" titulo={t('painel.porStatus')} vazio={p.porStatus.length === 0}>
          <BarrasHorizontais
            barras={CHAMADO_STATUSES.map((s) => ({
              rotulo: CHAMADO_STATUS_LABEL[s],
              valor: p.porStatus.find((x) => x.status === s)?.total ?? 0,
              cor: corDoStatus[s],
            }))}
            rotuloSerie={t('painel.chamados')}
          />
        </GraficoCard>
        <GraficoCard id="painel-meses" titulo={t('painel.porMes')} vazio={p.porMes.length === 0}>
          <BarrasVerticais
            categorias={p.porMes.map((m) => mesAno(m.mes))}
            series={[
              {
                rotulo: t('painel.abertos'),
                valores: p.porMes.map((m) => m.abertos),
                cor: theme.palette.info.main,
              },
              {
                rotulo: t('painel.concluidosSerie'),
                valores: p.porMes.map((m) => m.concluidos),
                cor: theme.palette.success.main,
              },
            ]}
          />
        </GraficoCard>
      </Box>

      <GraficoCard id="painel-produtos" titulo={t('painel.porProduto')} vazio={p.porProduto.length === 0}>
        <BarrasHorizontais
          barras={p.porProduto.map((x) => ({ rotulo: x.produto, valor: x.total }))}
          rotuloSerie={t('painel.chamados')}
        />
      </GraficoCard>

      <Box sx={duasColunas}>
        <GraficoCard
          id="painel-custos-obra"
          titulo={t('painel.custosPorObra')}
          legenda={t('painel.custosLegenda')}
          vazio={p.custos.porObra.length === 0}
        >
          <BarrasHorizontais
            barras={p.custos.porObra}
            rotuloSerie={t('painel.custos')}
            formatar={formatMoney}
            eixo={reaisEixo}
            cor={theme.palette.secondary.main}
          />
        </GraficoCard>
        <GraficoCard
          id="painel-satisfacao-obra"
          titulo={t('painel.satisfacaoPorObra')}
          legenda={t('painel.satisfacaoLegenda')}
          vazio={p.satisfacao.porObra.length === 0}
        >
          <BarrasHorizontais
            barras={mediaPor(p.satisfacao.porObra)}
            rotuloSerie={t('painel.media')}
            formatar={media}
            max={10}
            cores={cores.porValor}
          />
        </GraficoCard>
      </Box>

      <Box sx={duasColunas}>
        <GraficoCard
          id="painel-custos-produto"
          titulo={t('painel.custosPorProduto')}
          legenda={t('painel.custosLegenda')}
          vazio={p.custos.porProduto.length === 0}
        >
          <BarrasHorizontais
            barras={p.custos.porProduto}
            rotuloSerie={t('painel.custos')}
            formatar={formatMoney}
            eixo={reaisEixo}
            cor={theme.palette.secondary.main}
          />
        </GraficoCard>
        <GraficoCard
          id="painel-satisfacao-produto"
          titulo={t('painel.satisfacaoPorProduto')}
          legenda={t('painel.satisfacaoLegenda')}
          vazio={p.satisfacao.porProduto.length === 0}
        >
          <BarrasHorizontais
            barras={mediaPor(p.satisfacao.porProduto)}
            rotuloSerie={t('painel.media')}
            formatar={media}
            max={10}
            cores={cores.porValor}
          />
        </GraficoCard>
      </Box>

      <GraficoCard
        id="painel-custos-tipo"
        titulo={t('painel.custosPorTipo')}
        vazio={p.custos.porTipo.length === 0}
      >
        <BarrasHorizontais
          barras={p.custos.porTipo}
          rotuloSerie={t('painel.custos')}
          formatar={formatMoney}
          eixo={reaisEixo}
          cor={theme.palette.secondary.main}
        />
      </GraficoCard>
    </Stack>
  );
}

/**
 * /dashboard-posvendas (the team and its readers): the tickets opened in the period, by status, month and product;
 * how long they took (business hours) and how many passed their SLA; what they cost, by obra and product (the ten
 * largest and "Outros", SPEC §9), beside how satisfied the clients were. Exports the tickets behind it.
 */
export function PainelPosVendasPage() {
  const { t } = useTranslation('posvendas');
  const { t: tc } = useTranslation();
  const { filtros, mudar, ativos } = usePainelBusca();
  const painel = usePainel(filtros);
  const ExportButton = LIST_EXPORT_BUTTON;
  const p = painel.data;

  return (
    <Box>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
            {tc('rotas.painelPosVendas')}
          </Typography>
          <Typography color="text.secondary">{t('painel.subtitulo')}</Typography>
        </Box>
        {ExportButton && (
          <Suspense fallback={null}>
            <ExportButton lista="chamados" filtros={{ ...filtros }} disabled={!p?.total} />
          </Suspense>
        )}
      </Stack>
      <PainelFiltros filtros={filtros} ativos={ativos} onChange={mudar} />

      {painel.isPending ? (
        <Stack spacing={2} aria-busy aria-label={t('carregando')}>
          <Skeleton variant="rounded" height={110} />
          <Skeleton variant="rounded" height={300} />
        </Stack>
      ) : painel.isError ? (
        <Alert severity="error">{painel.error.message}</Alert>
      ) : !p || p.total === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          <SupportIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('painel.vazio')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {ativos > 0 ? t('painel.vazioComFiltros') : t('painel.vazioTexto')}
          </Typography>
        </Paper>
      ) : (
        <Box sx={{ opacity: painel.isFetching ? 0.6 : 1 }} aria-busy={painel.isFetching}>
          <Painel p={p} />
        </Box>
      )}
    </Box>
  );
}
