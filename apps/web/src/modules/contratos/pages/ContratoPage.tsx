import { Stack } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { SectionCard } from '../../../components/SectionCard';
import { MoveTimeline } from '../../../components/workflow/MoveTimeline';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { RecordHistorySection } from '../../auditoria/components/RecordHistorySection';
import { RecordThread } from '../../comentarios/components/RecordThread';
import { ContratoAditivosCard } from '../components/aditivos/ContratoAditivosCard';
import { ContratoDocumentosCard } from '../components/documentos/ContratoDocumentosCard';
import { ContratoItensCard } from '../components/itens/ContratoItensCard';
import { ContratoAcoesBar } from '../components/pagina/ContratoAcoesBar';
import { ContratoCabecalho } from '../components/pagina/ContratoCabecalho';
import { ContratoDadosCard } from '../components/pagina/ContratoDadosCard';
import { ContratoPessoasCard } from '../components/pagina/ContratoPessoasCard';
import { useContrato } from '../contratos.queries';

/**
 * /:obra/contrato/:contrato: one contract with who holds it, what this user may do with it now (its moves), its
 * data, people, items, amendments and documents, the timeline of its moves, the thread and the history.
 */
export function ContratoPage() {
  const { t } = useTranslation('contratos');
  const { t: tc } = useTranslation();
  const { obra = '', contrato: id } = useParams();
  const contrato = useContrato(id);
  usePageBreadcrumbs(contrato.data ? { obra: contrato.data.obra.id, current: contrato.data.codigo } : null);

  return (
    <RecordPageStates
      query={contrato}
      back={{ to: `/${obra}/contrato`, label: t('pagina.voltar') }}
      notFound={{ title: t('pagina.naoEncontrado'), text: t('pagina.naoEncontradoTexto') }}
      skeletons={[160, 48, 180, 260]}
    >
      {(c) => (
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <ContratoCabecalho contrato={c} />
          <ContratoAcoesBar contrato={c} />
          <ContratoDadosCard contrato={c} />
          <ContratoPessoasCard contrato={c} />
          <ContratoItensCard contrato={c} />
          <ContratoAditivosCard contrato={c} />
          <ContratoDocumentosCard contrato={c} />
          <SectionCard id="contrato-linha-do-tempo" title={tc('workflow.linhaDoTempo')}>
            <MoveTimeline moves={c.linhaDoTempo} />
          </SectionCard>
          <RecordThread entidade="contrato" id={c.id} />
          <RecordHistorySection entidade="contrato" id={c.id} versao={c.versao} />
        </Stack>
      )}
    </RecordPageStates>
  );
}
