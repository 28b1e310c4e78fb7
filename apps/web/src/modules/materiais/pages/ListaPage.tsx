import { useState } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MoveTimeline } from '../../../components/workflow/MoveTimeline';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { RecordHistorySection } from '../../auditoria/components/RecordHistorySection';
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
  const [linhasAlteradas, setLinhasAlteradas] = useState(false);
  usePageBreadcrumbs(lista.data ? { obra: lista.data.obra.id, current: lista.data.codigo } : null);

  return (
    <RecordPageStates
      query={lista}
      back={{ to: `/${obra}/materiais`, label: t('pagina.voltar') }}
      notFound={{ title: t('pagina.naoEncontrada'), text: t('pagina.naoEncontradaTexto') }}
      skeletons={[90, 120, 420]}
    >
      {(l) => (
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
          <RecordHistorySection entidade="lista_materiais" id={l.id} versao={l.versao} />
          <RecordThread entidade="lista_materiais" id={l.id} />
        </Stack>
      )}
    </RecordPageStates>
  );
}
