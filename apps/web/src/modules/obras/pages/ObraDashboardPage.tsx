import { Suspense } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, todayInSaoPaulo, type TObraDetalhe } from '@portal/domain';
import { useSessionStore } from '../../../session/session.store';
import { ObraStatusChip } from '../components/ObraStatusChip';
import { routeAllows } from '../../../routing/access';
import { DASHBOARD_CARDS } from '../../../routing/route-registry';
import { obraFacts, useObra } from '../obras.queries';

const DAY = 86_400_000;

/** How much of the planned period has passed, in São Paulo days. */
function schedule(obra: TObraDetalhe) {
  if (!obra.inicioPrevisto || !obra.fimPrevisto) return null;
  const today = Date.parse(todayInSaoPaulo());
  const start = Date.parse(obra.inicioPrevisto);
  const end = Date.parse(obra.fimPrevisto);
  const total = Math.max(1, (end - start) / DAY);
  const elapsed = Math.min(total, Math.max(0, (today - start) / DAY));
  return {
    percent: Math.round((elapsed / total) * 100),
    notStarted: today < start,
    finished: today > end,
    remaining: Math.round((end - today) / DAY),
  };
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation('obras');
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2">{value || t('painel.naoInformado')}</Typography>
    </Box>
  );
}

/** /obras/:obra: the obra's key facts, then the cards the modules register (routing/route-registry.ts). */
export function ObraDashboardPage() {
  const { t } = useTranslation('obras');
  const { obra: id } = useParams();
  const obra = useObra(id);
  const canInspect = useSessionStore((s) => s.ability.can('inspect', 'Obra'));
  const ability = useSessionStore((s) => s.ability);
  if (obra.isPending) return <Skeleton variant="rounded" height={240} />;
  if (obra.isError) return <Alert severity="error">{obra.error.message}</Alert>;
  const o = obra.data;
  const prazo = schedule(o);
  // Each module's cards, as it registered them in its routes.tsx, when the user may see them on this obra.
  const site = { id: o.id, facts: obraFacts(o) };
  const cards = DASHBOARD_CARDS.filter((card) => routeAllows(card, ability, site));
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="overline" color="text.secondary">
            {o.codigo}
          </Typography>
          <Typography variant="h4" component="h1">
            {o.nome}
          </Typography>
          <Typography color="text.secondary">{o.cliente.nome}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ObraStatusChip status={o.status} />
          {canInspect && (
            <Button component={RouterLink} to={`/obras/${o.id}/informacoes`} startIcon={<InfoIcon />}>
              {t('painel.informacoes')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              {t('painel.prazo')}
            </Typography>
            {prazo ? (
              <>
                <Typography variant="h5">
                  {prazo.notStarted
                    ? t('painel.naoIniciada', { data: formatDate(o.inicioPrevisto!) })
                    : `${prazo.percent}%`}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={prazo.percent}
                  sx={{ my: 1 }}
                  aria-label={t('painel.decorrido', { porcentagem: prazo.percent })}
                />
                <Typography variant="caption" color="text.secondary">
                  {formatDate(o.inicioPrevisto!)} – {formatDate(o.fimPrevisto!)} ·{' '}
                  {prazo.finished
                    ? t('painel.encerrado', { data: formatDate(o.fimPrevisto!) })
                    : t('painel.diasRestantes', { dias: prazo.remaining })}
                </Typography>
              </>
            ) : (
              <Typography color="text.secondary">{t('painel.semDatas')}</Typography>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              {t('campos.valorContrato')}
            </Typography>
            <Typography variant="h5">
              {o.valorContrato ? formatMoney(o.valorContrato) : t('painel.naoInformado')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {o.cidade}/{o.uf}
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              {t('painel.equipe')}
            </Typography>
            <Stack spacing={1}>
              <Fact label={t('campos.siteManager')} value={o.siteManager?.name} />
              <Fact label={t('campos.coordenador')} value={o.coordenador?.name} />
              <Fact label={t('campos.membros')} value={String(o.membros)} />
            </Stack>
          </CardContent>
        </Card>
      </Box>
      {cards.map(({ id: cardId, component: CardComponent }) => (
        <Suspense key={cardId} fallback={<Skeleton variant="rounded" height={360} />}>
          <CardComponent obraId={o.id} />
        </Suspense>
      ))}
    </Stack>
  );
}
