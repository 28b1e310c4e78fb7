import { Alert, AlertTitle, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RDO_OPEN_STATUS, formatDateTime, isClientUser } from '@portal/domain';
import { MoveTimeline } from '../../../components/workflow/MoveTimeline';
import { RecordHistory } from '../../auditoria/components/RecordHistory';
import { RecordThread } from '../../comentarios/components/RecordThread';
import { RdoForm, type RdoFormProps } from '../components/RdoForm';
import { RdoAcoesBar } from '../components/RdoAcoesBar';
import { RdoHeader } from '../components/RdoHeader';
import { RdoHistorico } from '../components/RdoHistorico';
import { RdoPrintStyles } from '../components/RdoPrintStyles';
import { RdoSecoesView } from '../components/RdoSecoesView';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { useSessionStore } from '../../../session/session.store';
import { useRdo, useUpdateRdo } from '../rdo.queries';

/**
 * /diarios/:diario, and /diarios/:diario/atualizar (SPEC §2: the same screen): the report read-only with the
 * moves this user may make; in `atualizar`, the correction form of a signed report, which asks for a reason.
 */
export function RdoViewPage() {
  const { t } = useTranslation('rdo');
  const { t: tc } = useTranslation();
  const { diario = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const atualizando = /\/atualizar\/?$/.test(pathname);
  const rdo = useRdo(diario);
  const update = useUpdateRdo(diario);
  // The field-by-field history is the internal team's; a client keeps the report's summary of who did what.
  const interno = useSessionStore((s) => !!s.user && !isClientUser(s.user));
  const numero = rdo.data ? t('ver.titulo', { numero: rdo.data.numero }) : undefined;
  usePageBreadcrumbs(
    rdo.data
      ? atualizando
        ? { obra: rdo.data.obra.id, trail: [{ label: numero!, to: `/diarios/${rdo.data.id}` }] }
        : { obra: rdo.data.obra.id, current: numero }
      : null,
  );

  if (rdo.isPending)
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (rdo.isError) return <Alert severity="error">{rdo.error.message}</Alert>;
  const r = rdo.data;
  const verRdo = `/diarios/${r.id}`;

  const salvar: RdoFormProps['onSubmit'] = async ({ conteudo, justificativa }) => {
    await update.mutateAsync({ conteudo, justificativa });
    enqueueSnackbar(t('atualizar.salvo', { numero: r.numero }), { variant: 'success' });
    void navigate(verRdo);
  };

  return (
    <Stack spacing={3}>
      <RdoPrintStyles />
      <RdoHeader rdo={r} />
      <RdoAcoesBar rdo={r} atualizando={atualizando} />
      {r.status === 'devolvido' && r.devolucao && (
        <Alert severity="warning">
          <AlertTitle>{t('ver.devolvidoTitulo')}</AlertTitle>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {r.devolucao.motivo}
          </Typography>
          <Typography variant="caption">
            {t('ver.devolvidoPor', { por: r.devolucao.por, em: formatDateTime(r.devolucao.em) })}
          </Typography>
        </Alert>
      )}
      {atualizando && !r.acoes.atualizar && (
        <Alert
          severity="info"
          action={
            r.acoes.editar ? (
              <Button component={RouterLink} to={`${verRdo}/editar`} color="inherit" size="small">
                {t('acoes.editar')}
              </Button>
            ) : undefined
          }
        >
          {r.acoes.editar ? t('atualizar.aindaAberto') : t('atualizar.naoPermitido')}
        </Alert>
      )}
      {atualizando && r.acoes.atualizar ? (
        <Card variant="outlined" sx={{ displayPrint: 'none' }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('atualizar.titulo')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('atualizar.explicacao')}
            </Typography>
            <RdoForm
              obraId={r.obra.id}
              secoes={r.secoes}
              dataRdo={r.data}
              defaultValues={r.conteudo}
              pedirJustificativa={!RDO_OPEN_STATUS.includes(r.status)}
              submitLabel={t('atualizar.salvar')}
              onSubmit={salvar}
              onCancel={() => void navigate(verRdo)}
            />
          </CardContent>
        </Card>
      ) : (
        <RdoSecoesView rdo={r} />
      )}
      <Card
        variant="outlined"
        component="section"
        aria-labelledby="rdo-linha-do-tempo"
        sx={{ breakInside: 'avoid' }}
      >
        <CardContent>
          <Typography id="rdo-linha-do-tempo" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {tc('workflow.linhaDoTempo')}
          </Typography>
          <MoveTimeline moves={r.linhaDoTempo} />
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" sx={{ breakInside: 'avoid' }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('historico.titulo')}
          </Typography>
          {interno ? (
            <RecordHistory entidade="rdo" id={r.id} versao={`${r.updatedAt}:${r.historico.length}`} />
          ) : (
            <RdoHistorico historico={r.historico} />
          )}
        </CardContent>
      </Card>
      <RecordThread entidade="rdo" id={r.id} />
    </Stack>
  );
}
