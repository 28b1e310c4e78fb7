import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDecimal, type TProjetosPainel } from '@portal/domain';
import { IndicadorCard } from '../../../../components/IndicadorCard';

/**
 * The board's four numbers: documents, overdue (leading to the register's overdue filter), pending the client's
 * approval, and how long the client takes to review.
 */
export function IndicadoresPainel({ p, atrasadosPara }: { p: TProjetosPainel; atrasadosPara: string }) {
  const { t } = useTranslation('projetosPainel');
  const pendentes = p.porSituacao.find((s) => s.situacao === 'PAP')?.total ?? 0;
  const tempo = p.tempoMedioRevisaoDias;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <IndicadorCard
        testId="kpi-total"
        rotulo={t('indicadores.total')}
        valor={p.total}
        detalhe={t('indicadores.totalDetalhe')}
      />
      <IndicadorCard
        testId="kpi-atrasados"
        rotulo={t('indicadores.atrasados')}
        valor={p.totalAtrasados}
        cor={p.totalAtrasados > 0 ? 'error' : 'success'}
        detalhe={t('indicadores.atrasadosDetalhe')}
        para={p.totalAtrasados > 0 ? atrasadosPara : undefined}
      />
      <IndicadorCard
        testId="kpi-pendentes"
        rotulo={t('indicadores.pendentes')}
        valor={pendentes}
        cor={pendentes > 0 ? 'warning' : undefined}
        detalhe={t('indicadores.pendentesDetalhe')}
      />
      <IndicadorCard
        testId="kpi-tempo"
        rotulo={t('indicadores.tempoMedio')}
        valor={tempo === null ? '—' : t('indicadores.dias', { count: tempo, dias: formatDecimal(tempo, 1) })}
        detalhe={t('indicadores.revisoes', { count: p.revisoesAvaliadas })}
      />
    </Box>
  );
}
