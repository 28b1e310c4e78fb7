import {
  Alert,
  Box,
  Button,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { todayInSaoPaulo, type TAgendaItem } from '@portal/domain';
import { AgendaGrade } from '../components/agenda/AgendaGrade';
import { AgendaLista } from '../components/agenda/AgendaLista';
import { diasDaGrade, mesDe, nomeDoMes, periodoDaGrade, somarMeses } from '../components/agenda/mes';
import { useAgenda } from '../juridico.queries';

/**
 * /juridico/agenda?mes=aaaa-mm: the hearings and deadlines of the cases the user may read, a month at a time (the
 * month in the URL, so a link or a reload keeps it). A wide screen shows the month's grid; a phone, the month's days
 * that have something. One request brings the whole grid, the edges of the months around it included.
 */
export function AgendaPage() {
  const { t } = useTranslation('juridico');
  const { t: tc } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const hoje = todayInSaoPaulo();
  const mes = mesDe(params.get('mes'), hoje);
  const dias = diasDaGrade(mes);
  const { de, ate } = periodoDaGrade(mes);
  const agenda = useAgenda(de, ate);
  const porDia = new Map<string, TAgendaItem[]>();
  for (const item of agenda.data?.items ?? [])
    porDia.set(item.data, [...(porDia.get(item.data) ?? []), item]);
  const doMes = [...porDia].filter(([dia]) => dia.startsWith(mes)).sort(([a], [b]) => a.localeCompare(b));
  const irPara = (novo: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set('mes', novo);
        return next;
      },
      { replace: true },
    );

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {tc('rotas.juridicoAgenda')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('agenda.explicacao')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Tooltip title={t('agenda.anterior')}>
          <IconButton aria-label={t('agenda.anterior')} onClick={() => irPara(somarMeses(mes, -1))}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('agenda.proximo')}>
          <IconButton aria-label={t('agenda.proximo')} onClick={() => irPara(somarMeses(mes, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
        <Typography
          component="h2"
          variant="h6"
          sx={{ flexGrow: 1, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          aria-live="polite"
        >
          {nomeDoMes(mes)}
        </Typography>
        <Button
          variant="outlined"
          disabled={mes === hoje.slice(0, 7)}
          onClick={() => irPara(hoje.slice(0, 7))}
        >
          {t('agenda.hoje')}
        </Button>
      </Stack>
      {agenda.isPending ? (
        <Skeleton variant="rounded" height={phone ? 240 : 560} aria-busy />
      ) : agenda.isError ? (
        <Alert severity="error">{agenda.error.message}</Alert>
      ) : (
        <Box aria-busy={agenda.isPlaceholderData} sx={{ opacity: agenda.isPlaceholderData ? 0.6 : 1 }}>
          {doMes.length === 0 && (
            <Paper variant="outlined" role="status" sx={{ p: { xs: 3, sm: 2 }, mb: 2, textAlign: 'center' }}>
              <Typography color="text.secondary">{t('agenda.vazio')}</Typography>
            </Paper>
          )}
          {phone ? (
            doMes.length > 0 && <AgendaLista porDia={doMes} hoje={hoje} />
          ) : (
            <AgendaGrade mes={mes} dias={dias} porDia={porDia} hoje={hoje} />
          )}
        </Box>
      )}
    </Box>
  );
}
