import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ThumbsIcon from '@mui/icons-material/VerifiedUser';
import { useTranslation } from 'react-i18next';
import type { TSatisfacaoPosVendas } from '@portal/domain';
import { BarrasVerticais } from '../../../components/graficos/Barras';
import { ComentariosLista } from '../components/painel/ComentariosLista';
import { GraficoCard } from '../../../components/GraficoCard';
import { IndicadorCard } from '../../../components/IndicadorCard';
import { MediasTabela } from '../components/painel/MediasTabela';
import { PainelFiltros } from '../components/painel/PainelFiltros';
import { media, mesAno, porcento } from '../components/painel/formatos';
import { useCoresDasNotas } from '../components/painel/use-cores-das-notas';
import { usePainelBusca } from '../components/painel/use-painel-busca';
import { NOTAS } from '../components/notas';
import { useSatisfacao } from '../posvendas.queries';

const duasColunas = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' } };

/** The numbers, charts and tables of the ratings (there is at least one answer). */
function Satisfacao({ s }: { s: TSatisfacaoPosVendas }) {
  const { t } = useTranslation('posvendas');
  const cores = useCoresDasNotas();
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <IndicadorCard
          testId="satisfacao-media"
          rotulo={t('satisfacao.media')}
          valor={s.media === null ? '—' : media(s.media)}
          cor={s.media === null ? undefined : cores.de(s.media)}
          detalhe={t('satisfacao.escala')}
        />
        <IndicadorCard
          testId="satisfacao-respostas"
          rotulo={t('satisfacao.respostas')}
          valor={s.respostas}
          detalhe={t('satisfacao.enviadas', {
            count: s.enviadas,
            taxa: s.enviadas > 0 ? porcento(s.respostas / s.enviadas) : '—',
          })}
        />
        <IndicadorCard
          testId="satisfacao-promotores"
          rotulo={t('satisfacao.promotores')}
          valor={s.promotores === null ? '—' : porcento(s.promotores)}
          cor="success"
          detalhe={t('satisfacao.promotoresDetalhe')}
        />
        <IndicadorCard
          testId="satisfacao-detratores"
          rotulo={t('satisfacao.detratores')}
          valor={s.detratores === null ? '—' : porcento(s.detratores)}
          cor="error"
          detalhe={t('satisfacao.detratoresDetalhe')}
        />
      </Box>
      <Box sx={duasColunas}>
        <GraficoCard
          id="satisfacao-distribuicao"
          titulo={t('satisfacao.distribuicao')}
          legenda={t('satisfacao.distribuicaoLegenda')}
          vazio={s.respostas === 0}
        >
          <BarrasVerticais
            categorias={NOTAS.map(String)}
            series={[{ rotulo: t('satisfacao.respostas'), valores: s.distribuicao }]}
            cores={cores.porNota}
          />
        </GraficoCard>
        <GraficoCard id="satisfacao-meses" titulo={t('satisfacao.porMes')} vazio={s.porMes.length === 0}>
          <BarrasVerticais
            categorias={s.porMes.map((m) => mesAno(m.rotulo))}
            series={[{ rotulo: t('satisfacao.media'), valores: s.porMes.map((m) => m.media) }]}
            coresPorValor={cores.porValor}
            max={10}
            formatar={media}
          />
        </GraficoCard>
      </Box>
      <Box sx={duasColunas}>
        <MediasTabela
          id="satisfacao-obras"
          titulo={t('satisfacao.porObra')}
          coluna={t('campos.obra')}
          itens={s.porObra}
        />
        <MediasTabela
          id="satisfacao-produtos"
          titulo={t('satisfacao.porProduto')}
          coluna={t('campos.produto')}
          itens={s.porProduto}
        />
      </Box>
      <Box sx={duasColunas}>
        <MediasTabela
          id="satisfacao-responsaveis"
          titulo={t('satisfacao.porResponsavel')}
          coluna={t('campos.responsavel')}
          itens={s.porResponsavel}
        />
        <ComentariosLista comentarios={s.comentarios} />
      </Box>
    </Stack>
  );
}

/**
 * /posvendas-satisfacao (the team and its readers): the clients' ratings (1 to 10, SPEC §9) of the tickets opened in
 * the period: the average, how the grades spread (1–6 red, 7–8 amber, 9–10 green), the shares of 9–10 and 1–6, by
 * month, obra, product and responsible, and what the clients wrote, linked to their tickets.
 */
export function SatisfacaoPage() {
  const { t } = useTranslation('posvendas');
  const { t: tc } = useTranslation();
  const { filtros, mudar, ativos } = usePainelBusca();
  const satisfacao = useSatisfacao(filtros);
  const s = satisfacao.data;
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {tc('rotas.satisfacaoPosVendas')}
        </Typography>
        <Typography color="text.secondary">{t('satisfacao.subtitulo')}</Typography>
      </Box>
      <PainelFiltros filtros={filtros} ativos={ativos} comResponsavel onChange={mudar} />
      {satisfacao.isPending ? (
        <Stack spacing={2} aria-busy aria-label={t('carregando')}>
          <Skeleton variant="rounded" height={110} />
          <Skeleton variant="rounded" height={300} />
        </Stack>
      ) : satisfacao.isError ? (
        <Alert severity="error">{satisfacao.error.message}</Alert>
      ) : !s || s.respostas === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          <ThumbsIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('satisfacao.vazio')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {ativos > 0
              ? t('painel.vazioComFiltros')
              : t('satisfacao.vazioTexto', { count: s?.enviadas ?? 0 })}
          </Typography>
        </Paper>
      ) : (
        <Box sx={{ opacity: satisfacao.isFetching ? 0.6 : 1 }} aria-busy={satisfacao.isFetching}>
          <Satisfacao s={s} />
        </Box>
      )}
    </Box>
  );
}
