import { Stack } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { SectionCard } from '../../../components/SectionCard';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { RecordHistorySection } from '../../auditoria/components/RecordHistorySection';
import { RecordThread } from '../../comentarios/components/RecordThread';
import { ApoliceCabecalho } from '../components/ApoliceCabecalho';
import { ApoliceEndossosCard } from '../components/ApoliceEndossosCard';
import { ApoliceValoresCard } from '../components/ApoliceValoresCard';
import { DocumentoAnexo } from '../components/DocumentoAnexo';
import { useApolice } from '../seguros.queries';

/**
 * /:obra/seguros/apolice/:apolice: a policy as it stands after its endorsements, its warnings, its document, every
 * endorsement with its own, the history and the thread.
 */
export function ApolicePage() {
  const { t } = useTranslation('seguros');
  const { obra = '', apolice: id } = useParams();
  const apolice = useApolice(id);
  usePageBreadcrumbs(
    apolice.data
      ? { obra: apolice.data.obra.id, current: t('pagina.titulo', { numero: apolice.data.numero }) }
      : null,
  );
  return (
    <RecordPageStates
      query={apolice}
      back={{ to: `/${obra}/seguros`, label: t('pagina.voltar') }}
      notFound={{ title: t('pagina.naoEncontrada'), text: t('pagina.naoEncontradaTexto') }}
    >
      {(a) => (
        <Stack spacing={3}>
          <ApoliceCabecalho apolice={a} />
          <ApoliceValoresCard apolice={a} />
          <SectionCard id="apolice-documento" title={t('documento.titulo')}>
            <DocumentoAnexo
              arquivo={a.arquivo}
              endpoint={`/seguros/apolices/${a.id}/arquivo`}
              podeEnviar={a.acoes.editar}
            />
          </SectionCard>
          <ApoliceEndossosCard apolice={a} />
          <RecordHistorySection entidade="apolice_seguro" id={a.id} versao={a.updatedAt} />
          <RecordThread entidade="apolice_seguro" id={a.id} />
        </Stack>
      )}
    </RecordPageStates>
  );
}
