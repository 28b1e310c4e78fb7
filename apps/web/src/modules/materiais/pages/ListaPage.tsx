import { useState } from 'react';
import { Alert, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isClientUser } from '@portal/domain';
import { MoveTimeline } from '../../../components/workflow/MoveTimeline';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../session/session.store';
import { RecordHistory } from '../../auditoria/components/RecordHistory';
import { RecordThread } from '../../comentarios/components/RecordThread';
import { LinhasLista } from '../components/linhas/LinhasLista';
import { ListaAcoesBar } from '../components/pagina/ListaAcoesBar';
import { ListaCabecalho } from '../components/pagina/ListaCabecalho';
import { ListaPessoas } from '../components/pagina/ListaPessoas';
import { ListaRevisoes } from '../components/pagina/ListaRevisoes';
import { ListaSapCard } from '../components/pagina/ListaSapCard';
import { useLista } from '../materiais.queries';

/**
 * /:obra/materiais/:lista: one list with who holds it, what this user may do (release, return, SAP, edit), its lines
 * in a spreadsheet-like grid, its revisions and their comparison, the timeline, the history and the thread.
 */
export function ListaPage() {
  const { t } = useTranslation('materiais');
  const { t: tc } = useTranslation();
  const { obra = '', lista: id } = useParams();
  const lista = useLista(id);
  const interno = useSessionStore((s) => !!s.user && !isClientUser(s.user));
  const [linhasAlteradas, setLinhasAlteradas] = useState(false);
  usePageBreadcrumbs(lista.data ? { obra: lista.data.obra.id, current: lista.data.codigo } : null);

  if (lista.isError && lista.error instanceof ApiError && lista.error.status === 404)
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={`/${obra}/materiais`} color="inherit" size="small">
            {t('pagina.voltar')}
          </Button>
        }
      >
        <strong>{t('pagina.naoEncontrada')}</strong> — {t('pagina.naoEncontradaTexto')}
      </Alert>
    );
  if (lista.isPending)
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="rounded" height={90} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  if (lista.isError) return <Alert severity="error">{lista.error.message}</Alert>;
  const l = lista.data;

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <ListaCabecalho lista={l} />
      <ListaAcoesBar lista={l} linhasAlteradas={linhasAlteradas} />
      <ListaPessoas lista={l} />
      <LinhasLista lista={l} onAlteradoChange={setLinhasAlteradas} />
      <ListaRevisoes lista={l} />
      <ListaSapCard lista={l} />
      <Card variant="outlined" component="section" aria-labelledby="lista-linha-do-tempo">
        <CardContent>
          <Typography id="lista-linha-do-tempo" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {tc('workflow.linhaDoTempo')}
          </Typography>
          <MoveTimeline moves={l.linhaDoTempo} />
        </CardContent>
      </Card>
      {interno && (
        <Card variant="outlined" component="section">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('pagina.historico')}
            </Typography>
            <RecordHistory entidade="lista_materiais" id={l.id} versao={l.versao} />
          </CardContent>
        </Card>
      )}
      <RecordThread entidade="lista_materiais" id={l.id} />
    </Stack>
  );
}
