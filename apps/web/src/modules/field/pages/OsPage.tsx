import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isOsTipo } from '@portal/domain';
import { MoveTimeline } from '../../../components/workflow/MoveTimeline';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { RecordHistorySection } from '../../auditoria/components/RecordHistorySection';
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
  usePageBreadcrumbs(os.data ? { obra: os.data.obra.id, current: t('lista.cartaoTitulo', os.data) } : null);

  return (
    <RecordPageStates
      query={os}
      missing={!isOsTipo(tipo)}
      back={{ to: `/${obra}/ordensServico`, label: t('pagina.voltar') }}
      notFound={{ title: t('pagina.naoEncontrada'), text: t('pagina.naoEncontradaTexto') }}
    >
      {(o) => (
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
          <RecordHistorySection entidade="ordem_servico" id={o.id} versao={o.updatedAt} />
          <RecordThread entidade="ordem_servico" id={o.id} />
        </Stack>
      )}
    </RecordPageStates>
  );
}
