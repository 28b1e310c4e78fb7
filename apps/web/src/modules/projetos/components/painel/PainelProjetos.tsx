import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Collapse,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TProjetoCategoria, TProjetoEscopo } from '@portal/domain';
import { useProjetosPainel } from '../../projetos-painel.queries';
import { AtrasadosQuadro } from './AtrasadosQuadro';
import { GraficosPainel } from './GraficosPainel';
import { IndicadoresPainel } from './IndicadoresPainel';
import { registroDe } from './registro-link';

/**
 * A documents board: an obra's (or every obra the reader may read), of one category or all: the numbers, the charts
 * (folded behind a button on a phone, so the overdue board stays near) and the overdue board.
 */
export function PainelProjetos({
  escopo = 'cre',
  obraId,
  categoria,
}: {
  escopo?: TProjetoEscopo;
  obraId?: string;
  categoria?: TProjetoCategoria;
}) {
  const { t } = useTranslation('projetosPainel');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [graficos, setGraficos] = useState(false);
  const painel = useProjetosPainel({ escopo, obraId, categoria });
  const p = painel.data;
  if (painel.isPending)
    return (
      <Stack spacing={2} aria-busy aria-label={t('carregando')}>
        <Skeleton variant="rounded" height={110} />
        <Skeleton variant="rounded" height={300} />
      </Stack>
    );
  if (painel.isError) return <Alert severity="error">{painel.error.message}</Alert>;
  if (!p || p.total === 0)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
        <Typography variant="h6" component="p">
          {t('vazio')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('vazioTexto')}
        </Typography>
      </Paper>
    );
  const atrasados = registroDe({ escopo, obraId, categoria, atrasados: true });
  return (
    <Stack
      spacing={2}
      sx={{ opacity: painel.isFetching ? 0.6 : 1 }}
      aria-busy={painel.isFetching}
      data-testid="projetos-painel"
    >
      <IndicadoresPainel p={p} atrasadosPara={atrasados} />
      {phone && (
        <Button
          variant="outlined"
          fullWidth
          onClick={() => setGraficos((g) => !g)}
          aria-expanded={graficos}
          aria-controls="projetos-graficos"
        >
          {graficos ? t('graficos.esconderGraficos') : t('graficos.verGraficos')}
        </Button>
      )}
      <Collapse in={!phone || graficos} id="projetos-graficos" unmountOnExit>
        <GraficosPainel p={p} categoriaFixa={!!categoria} />
      </Collapse>
      <Box>
        <AtrasadosQuadro docs={p.atrasados} total={p.totalAtrasados} comObra={!obraId} verTodos={atrasados} />
      </Box>
    </Stack>
  );
}
