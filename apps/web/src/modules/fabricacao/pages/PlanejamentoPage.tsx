import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANEJAMENTO_MAX_SEMANAS, inicioSemana, somaDias, todayInSaoPaulo } from '@portal/domain';
import { DateField } from '../../../components/DateField';
import { useSessionStore } from '../../../session/session.store';
import { CelulaDialog } from '../components/planejamento/CelulaDialog';
import { QuadroCarga, type CelulaEscolhida } from '../components/planejamento/QuadroCarga';
import { QuadroCargaCelular } from '../components/planejamento/QuadroCargaCelular';
import { usePlanejamento } from '../fabricacao.queries';

const OPCOES_SEMANAS = [4, 8, 12, 16, PLANEJAMENTO_MAX_SEMANAS];
const DATA = /^\d{4}-\d{2}-\d{2}$/;

/** The board's period from the address (`?de=aaaa-mm-dd&semanas=8`), the current week and 8 weeks by default. */
function usePeriodo() {
  const [params, setParams] = useSearchParams();
  const de = params.get('de');
  const semanas = Number(params.get('semanas'));
  const periodo = {
    de: inicioSemana(de && DATA.test(de) ? de : todayInSaoPaulo()),
    semanas: Number.isInteger(semanas) && semanas >= 1 && semanas <= PLANEJAMENTO_MAX_SEMANAS ? semanas : 8,
  };
  const mudar = (novo: Partial<typeof periodo>) => {
    const p = { ...periodo, ...novo };
    setParams({ de: inicioSemana(p.de), semanas: String(p.semanas) }, { replace: true });
  };
  return { periodo, mudar };
}

/** The colour scale, in words beside the colours. */
function Legenda() {
  const { t } = useTranslation('fabricacao');
  const theme = useTheme();
  const itens = [
    { cor: theme.palette.success.main, texto: t('planejamento.legenda.livre') },
    { cor: theme.palette.warning.main, texto: t('planejamento.legenda.cheio') },
    { cor: theme.palette.error.main, texto: t('planejamento.legenda.excedido') },
  ];
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      aria-label={t('planejamento.legenda.titulo')}
    >
      {itens.map((i) => (
        <Stack key={i.texto} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: i.cor }} aria-hidden />
          <Typography variant="body2">{i.texto}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * /fabrica/planejamento: the planning board — per work centre and ISO week, the planned hours against the capacity
 * (coloured green, amber, red), from a chosen week for a number of weeks. A cell lists the operations it counts. On a
 * phone, one work centre at a time with its weeks as a list.
 */
export function PlanejamentoPage() {
  const { t } = useTranslation('fabricacao');
  const { t: tc } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const podeConfigurar = useSessionStore((s) => s.ability.can('configure', 'Fabricacao'));
  const { periodo, mudar } = usePeriodo();
  const planejamento = usePlanejamento(periodo);
  const [aberta, setAberta] = useState<CelulaEscolhida | null>(null);
  const dados = planejamento.data;
  const linha = aberta && dados?.centros.find((c) => c.centro.id === aberta.centroId);
  const celula = linha && linha.celulas.find((c) => c.semana === aberta.semana);
  const semana = aberta && dados?.semanas.find((s) => s.inicio === aberta.semana);

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {tc('rotas.planejamentoFabrica')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('planejamento.ajuda')}
      </Typography>
      <Stack
        component="section"
        aria-label={t('planejamento.periodo')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, mb: 2, flexWrap: 'wrap' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Tooltip title={t('planejamento.anteriores')}>
            <IconButton
              aria-label={t('planejamento.anteriores')}
              onClick={() => mudar({ de: somaDias(periodo.de, -7 * periodo.semanas) })}
            >
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Box sx={{ width: 200 }}>
            <DateField
              size="small"
              label={t('planejamento.semanaInicial')}
              value={periodo.de}
              onChange={(de) => de && mudar({ de })}
            />
          </Box>
          <Tooltip title={t('planejamento.proximas')}>
            <IconButton
              aria-label={t('planejamento.proximas')}
              onClick={() => mudar({ de: somaDias(periodo.de, 7 * periodo.semanas) })}
            >
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <TextField
          select
          size="small"
          label={t('planejamento.semanas')}
          value={periodo.semanas}
          onChange={(e) => mudar({ semanas: Number(e.target.value) })}
          sx={{ width: { xs: '100%', sm: 140 } }}
        >
          {OPCOES_SEMANAS.map((n) => (
            <MenuItem key={n} value={n}>
              {t('planejamento.nSemanas', { count: n })}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => mudar({ de: todayInSaoPaulo() })}>{t('planejamento.hoje')}</Button>
        <Box sx={{ flex: 1 }} />
        <Legenda />
      </Stack>

      {planejamento.isError ? (
        <Alert severity="error">{planejamento.error.message}</Alert>
      ) : !dados ? (
        <Skeleton variant="rounded" height={360} aria-label={t('carregando')} />
      ) : dados.centros.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          <EventNoteIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('planejamento.semCentros')}
          </Typography>
          {podeConfigurar && (
            <Button component={RouterLink} to="/fabrica/configuracao" sx={{ mt: 1 }}>
              {t('planejamento.configurar')}
            </Button>
          )}
        </Paper>
      ) : (
        <Box sx={{ opacity: planejamento.isPlaceholderData ? 0.6 : 1 }} aria-busy={planejamento.isFetching}>
          {phone ? (
            <QuadroCargaCelular planejamento={dados} onAbrir={setAberta} />
          ) : (
            <QuadroCarga planejamento={dados} onAbrir={setAberta} />
          )}
        </Box>
      )}
      {linha && celula && semana && (
        <CelulaDialog
          centro={linha.centro.nome}
          semana={semana.rotulo}
          carga={celula.cargaHoras}
          capacidade={celula.capacidadeHoras}
          ocupacao={celula.ocupacao}
          operacoes={celula.operacoes}
          onClose={() => setAberta(null)}
        />
      )}
    </Box>
  );
}
