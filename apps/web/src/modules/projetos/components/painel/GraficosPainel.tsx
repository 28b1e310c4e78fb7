import { Box, Stack, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  PROJETO_CATEGORIA_LABEL,
  PROJETO_CODIGOS,
  PROJETO_CODIGO_LABEL,
  PROJETO_DISCIPLINA_LABEL,
  PROJETO_SITUACAO_LABEL,
  type TProjetoCodigo,
  type TProjetosPainel,
} from '@portal/domain';
import { GraficoCard } from '../../../../components/GraficoCard';
import { BarrasHorizontais, BarrasVerticais } from '../../../../components/graficos/Barras';
import { mesAno, useCoresDasSituacoes } from './formatos';

const duasColunas = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' } };

/**
 * The board's charts: documents by situation (in the life cycle's order), by category (left out when the page fixes
 * one) and by discipline, and the client's review codes A–D per month, stacked.
 */
export function GraficosPainel({ p, categoriaFixa }: { p: TProjetosPainel; categoriaFixa: boolean }) {
  const { t } = useTranslation('projetosPainel');
  const theme = useTheme();
  const corSituacao = useCoresDasSituacoes();
  const corCodigo: Record<TProjetoCodigo, string> = {
    A: theme.palette.success.main,
    B: theme.palette.info.main,
    C: theme.palette.warning.main,
    D: theme.palette.error.main,
  };
  const documentos = t('graficos.documentos');
  const revisoes = p.codigosPorMes.reduce((s, m) => s + m.A + m.B + m.C + m.D, 0);
  return (
    <Stack spacing={2}>
      <Box sx={duasColunas}>
        <GraficoCard
          id="painel-situacao"
          titulo={t('graficos.porSituacao')}
          vazio={p.porSituacao.length === 0}
        >
          <BarrasHorizontais
            nomesLongos
            rotuloSerie={documentos}
            barras={p.porSituacao.map((s) => ({
              rotulo: PROJETO_SITUACAO_LABEL[s.situacao],
              valor: s.total,
              cor: corSituacao[s.situacao],
            }))}
          />
        </GraficoCard>
        <GraficoCard
          id="painel-codigos"
          titulo={t('graficos.codigos')}
          legenda={t('graficos.codigosLegenda')}
          vazio={revisoes === 0}
        >
          <BarrasVerticais
            empilhadas
            altura={280}
            categorias={p.codigosPorMes.map((m) => mesAno(m.mes))}
            series={PROJETO_CODIGOS.map((c) => ({
              rotulo: PROJETO_CODIGO_LABEL[c],
              valores: p.codigosPorMes.map((m) => m[c]),
              cor: corCodigo[c],
            }))}
          />
        </GraficoCard>
      </Box>
      <Box sx={categoriaFixa ? undefined : duasColunas}>
        {!categoriaFixa && (
          <GraficoCard
            id="painel-categoria"
            titulo={t('graficos.porCategoria')}
            vazio={p.porCategoria.length === 0}
          >
            <BarrasHorizontais
              nomesLongos
              rotuloSerie={documentos}
              barras={p.porCategoria.map((c) => ({
                rotulo: PROJETO_CATEGORIA_LABEL[c.categoria],
                valor: c.total,
              }))}
            />
          </GraficoCard>
        )}
        <GraficoCard
          id="painel-disciplina"
          titulo={t('graficos.porDisciplina')}
          vazio={p.porDisciplina.length === 0}
        >
          <BarrasHorizontais
            nomesLongos
            rotuloSerie={documentos}
            barras={p.porDisciplina.map((d) => ({
              rotulo: PROJETO_DISCIPLINA_LABEL[d.disciplina],
              valor: d.total,
            }))}
          />
        </GraficoCard>
      </Box>
    </Stack>
  );
}
