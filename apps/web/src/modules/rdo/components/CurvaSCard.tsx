import { lazy, Suspense } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../session/session.store';
import { useCurvaS } from '../rdo.queries';
import { AtrasosAlert } from './AtrasosAlert';
import { CurvaSDesvio } from './curva/CurvaSDesvio';

// The chart library (MUI X Charts, d3) loads only when there are points to draw: an obra without planned dates never
// downloads it, and the dashboard shows before it arrives (a skeleton of the chart's height holds its place).
const CurvaSChart = lazy(async () => ({ default: (await import('./curva/CurvaSChart')).CurvaSChart }));

/**
 * The obra's S-curve (planned vs actual physical %), today's gap in points, coloured against the obra's delay
 * threshold, and the open delay warnings. Nothing at all when the user may not see the obra's progress.
 */
export function CurvaSCard({ obraId }: { obraId: string }) {
  const { t } = useTranslation('rdo');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const curva = useCurvaS(obraId);
  const canPlan = useSessionStore((s) => s.ability.can('plannedDates', 'RDO'));
  if (
    curva.isError &&
    curva.error instanceof ApiError &&
    ['FORBIDDEN', 'NOT_FOUND'].includes(curva.error.code)
  )
    return null;
  const datas = `/${obraId}/diarios/datas`;
  return (
    <Card variant="outlined" component="section" aria-labelledby="curva-s-titulo">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" id="curva-s-titulo">
            {t('curva.titulo')}
          </Typography>
          {curva.data && curva.data.pontos.length > 0 && (
            <Button size="small" component={RouterLink} to={datas} startIcon={<EventNoteIcon />}>
              {t('curva.datasPlanejadas')}
            </Button>
          )}
        </Stack>
        {curva.isPending && <Skeleton variant="rounded" height={phone ? 220 : 300} />}
        {curva.isError && <Typography color="error">{curva.error.message}</Typography>}
        {curva.data && curva.data.pontos.length === 0 && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 2 }}>
            <Typography color="text.secondary">{t('curva.vazia')}</Typography>
            {canPlan && (
              <Button variant="outlined" component={RouterLink} to={datas} startIcon={<EventNoteIcon />}>
                {t('curva.cadastrar')}
              </Button>
            )}
          </Stack>
        )}
        {curva.data && curva.data.pontos.length > 0 && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '220px 1fr' },
              alignItems: 'center',
            }}
          >
            {curva.data.hoje ? (
              <CurvaSDesvio hoje={curva.data.hoje} limiar={curva.data.limiarAtraso} />
            ) : (
              <Box />
            )}
            <Suspense fallback={<Skeleton variant="rounded" height={phone ? 220 : 300} />}>
              <CurvaSChart pontos={curva.data.pontos} height={phone ? 220 : 300} />
            </Suspense>
          </Box>
        )}
        {curva.data && curva.data.atrasos.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <AtrasosAlert atrasos={curva.data.atrasos} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
