import { Stack } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { SectionCard } from '../../../components/SectionCard';
import { MoveTimeline } from '../../../components/workflow/MoveTimeline';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { RecordHistorySection } from '../../auditoria/components/RecordHistorySection';
import { AfastadosCard } from '../components/pagina/AfastadosCard';
import { ApuracaoCard } from '../components/pagina/ApuracaoCard';
import { ConversaCard } from '../components/pagina/ConversaCard';
import { InvestigadorCard } from '../components/pagina/InvestigadorCard';
import { RelatoAcoesBar } from '../components/pagina/RelatoAcoesBar';
import { RelatoCabecalho } from '../components/pagina/RelatoCabecalho';
import { RelatoDadosCard } from '../components/pagina/RelatoDadosCard';
import { ENTIDADE_RELATO, useRelato } from '../etica.queries';

/**
 * /etica/:relato: one report for the committee: what the reporter wrote, the investigator, the moves, the
 * conversation with the reporter, the internal investigation, the members kept away, the timeline and the history.
 * A report the user may not read (kept away from it) answers 404, as a missing one.
 */
export function RelatoPage() {
  const { t } = useTranslation('etica');
  const { t: tc } = useTranslation();
  const { relato: id } = useParams();
  const relato = useRelato(id);
  usePageBreadcrumbs(relato.data ? { current: relato.data.protocolo } : null);

  return (
    <RecordPageStates
      query={relato}
      back={{ to: '/etica', label: t('pagina.voltar') }}
      notFound={{ title: t('pagina.naoEncontrado'), text: t('pagina.naoEncontradoTexto') }}
      skeletons={[120, 48, 240, 160]}
    >
      {(r) => (
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <RelatoCabecalho relato={r} />
          <RelatoAcoesBar relato={r} />
          <RelatoDadosCard relato={r} />
          <InvestigadorCard relato={r} />
          <ConversaCard relato={r} />
          <ApuracaoCard relato={r} />
          <AfastadosCard relato={r} />
          <SectionCard id="relato-linha-do-tempo" title={tc('workflow.linhaDoTempo')}>
            <MoveTimeline moves={r.linhaDoTempo} />
          </SectionCard>
          {/* An answer or an entry touches the report without a new version: the history reloads on either. */}
          <RecordHistorySection
            entidade={ENTIDADE_RELATO}
            id={r.id}
            versao={`${r.versao}-${r.atualizadoEm}`}
          />
        </Stack>
      )}
    </RecordPageStates>
  );
}
