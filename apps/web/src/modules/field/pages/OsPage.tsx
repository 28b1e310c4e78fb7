import { Alert, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isClientUser, isOsTipo } from '@portal/domain';
import { MoveTimeline } from '../../../components/workflow/MoveTimeline';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../session/session.store';
import { RecordHistory } from '../../auditoria/components/RecordHistory';
import { RecordThread } from '../../comentarios/components/RecordThread';
import { OsAcoesBar } from '../components/os/OsAcoesBar';
import { OsAvancoCard } from '../components/os/OsAvancoCard';
import { OsCabecalho } from '../components/os/OsCabecalho';
import { OsChecklistsCard } from '../components/os/OsChecklistsCard';
import { OsDadosCard } from '../components/os/OsDadosCard';
import { OsDiariosCard } from '../components/os/OsDiariosCard';
import { useOs } from '../os.queries';

/**
 * /:obra/ordensServico/:tipo/:idOs: one order with its progress from the daily logs, its data, what the user may do
 * (record a log, fill a checklist, its moves, edit), its timeline, history and thread.
 */
export function OsPage() {
  const { t } = useTranslation('os');
  const { t: tc } = useTranslation();
  const { obra = '', tipo, idOs } = useParams();
  const os = useOs(isOsTipo(tipo) ? tipo : undefined, idOs);
  const interno = useSessionStore((s) => !!s.user && !isClientUser(s.user));
  usePageBreadcrumbs(os.data ? { obra: os.data.obra.id, current: t('lista.cartaoTitulo', os.data) } : null);

  if (!isOsTipo(tipo) || (os.isError && os.error instanceof ApiError && os.error.status === 404))
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={`/${obra}/ordensServico`} color="inherit" size="small">
            {t('pagina.voltar')}
          </Button>
        }
      >
        <strong>{t('pagina.naoEncontrada')}</strong> — {t('pagina.naoEncontradaTexto')}
      </Alert>
    );
  if (os.isPending)
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="rounded" height={90} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  if (os.isError) return <Alert severity="error">{os.error.message}</Alert>;
  const o = os.data;

  return (
    <Stack spacing={3}>
      <OsCabecalho os={o} />
      <OsAcoesBar os={o} />
      <OsAvancoCard os={o} />
      <OsDiariosCard os={o} />
      <OsChecklistsCard os={o} />
      <OsDadosCard os={o} />
      <Card variant="outlined" component="section" aria-labelledby="os-linha-do-tempo">
        <CardContent>
          <Typography id="os-linha-do-tempo" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {tc('workflow.linhaDoTempo')}
          </Typography>
          <MoveTimeline moves={o.linhaDoTempo} />
        </CardContent>
      </Card>
      {interno && (
        <Card variant="outlined" component="section">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('pagina.historico')}
            </Typography>
            <RecordHistory entidade="ordem_servico" id={o.id} versao={o.updatedAt} />
          </CardContent>
        </Card>
      )}
      <RecordThread entidade="ordem_servico" id={o.id} />
    </Stack>
  );
}
