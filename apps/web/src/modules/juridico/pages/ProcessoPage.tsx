import { Stack } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { RecordHistorySection } from '../../auditoria/components/RecordHistorySection';
import { RecordThread } from '../../comentarios/components/RecordThread';
import { EventosCard } from '../components/pagina/EventosCard';
import { ProcessoCabecalho } from '../components/pagina/ProcessoCabecalho';
import { ProcessoDadosCard } from '../components/pagina/ProcessoDadosCard';
import { SolicitacoesCard } from '../components/pagina/SolicitacoesCard';
import { ENTIDADE_PROCESSO, useProcesso } from '../juridico.queries';

const LISTA = { civel: '/juridico/civil', trabalhista: '/juridico/trabalhista' } as const;
const TITULO = { civel: 'rotas.juridicoCivel', trabalhista: 'rotas.juridicoTrabalhista' } as const;

/**
 * /juridico/processo/:processo: one case: its data, hearings and deadlines, the documents it asks for, the thread
 * (the partner firm comments and sends files there) and the history. A case the user may not read answers 404, as a
 * missing one.
 */
export function ProcessoPage() {
  const { t } = useTranslation('juridico');
  const { t: tc } = useTranslation();
  const { processo: id } = useParams();
  const processo = useProcesso(id);
  const p = processo.data;
  // The obra is not in the crumbs: a partner firm's lawyer reads the case, not its obra.
  usePageBreadcrumbs(
    p ? { trail: [{ label: tc(TITULO[p.tipo]), to: LISTA[p.tipo] }], current: p.numeroCnj } : null,
  );

  return (
    <RecordPageStates
      query={processo}
      back={{ to: '/juridico/trabalhista', label: t('pagina.voltar') }}
      notFound={{ title: t('pagina.naoEncontrado'), text: t('pagina.naoEncontradoTexto') }}
      skeletons={[120, 200, 160, 160]}
    >
      {(c) => (
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <ProcessoCabecalho processo={c} />
          <ProcessoDadosCard processo={c} />
          <EventosCard processo={c} />
          <SolicitacoesCard processo={c} />
          <RecordThread entidade={ENTIDADE_PROCESSO} id={c.id} />
          {/* Hearings, requests and files touch the case without a new version: the history reloads on either. */}
          <RecordHistorySection
            entidade={ENTIDADE_PROCESSO}
            id={c.id}
            versao={`${c.versao}-${c.atualizadoEm}`}
          />
        </Stack>
      )}
    </RecordPageStates>
  );
}
