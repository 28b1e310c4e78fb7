import { Box, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { nomeDoChamado } from '@portal/domain';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { SectionCard } from '../../../components/SectionCard';
import { MoveTimeline } from '../../../components/workflow/MoveTimeline';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { RecordHistorySection } from '../../auditoria/components/RecordHistorySection';
import { RecordThread } from '../../comentarios/components/RecordThread';
import { AvaliacaoCard } from '../components/pagina/AvaliacaoCard';
import { ChamadoAcoesBar } from '../components/pagina/ChamadoAcoesBar';
import { ChamadoCabecalho } from '../components/pagina/ChamadoCabecalho';
import { ChamadoDadosCard } from '../components/pagina/ChamadoDadosCard';
import { CustosCard } from '../components/pagina/CustosCard';
import { EdicaoCard } from '../components/pagina/EdicaoCard';
import { FotosCard } from '../components/pagina/FotosCard';
import { SlaCard } from '../components/pagina/SlaCard';
import { ENTIDADE_CHAMADO, useChamado } from '../posvendas.queries';

/**
 * /posvendas/:ticket (SPEC, not in the menu; the ticket's number): its status and priority, the moves this user may
 * make now (each with its comment), the SLA, its data and photos, the rating, what the team edits and what it cost
 * (the team only), the timeline of moves, the interactions (internal notes hidden from clients by the API) and the
 * history. A ticket the user may not read answers 404, as a missing one.
 */
export function ChamadoPage() {
  const { t } = useTranslation('posvendas');
  const { ticket } = useParams();
  const chamado = useChamado(ticket);
  const numero = chamado.data?.numero;
  usePageBreadcrumbs(numero ? { current: nomeDoChamado(numero) } : null);

  return (
    <RecordPageStates
      query={chamado}
      missing={!ticket || !/^\d{1,9}$|^[0-9a-f-]{36}$/i.test(ticket)}
      back={{ to: '/posvendas', label: t('pagina.voltar') }}
      notFound={{ title: t('pagina.naoEncontrado'), text: t('pagina.naoEncontradoTexto') }}
      skeletons={[140, 180, 220, 200]}
    >
      {(c) => (
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <ChamadoCabecalho chamado={c} acoes={<ChamadoAcoesBar chamado={c} />} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            }}
          >
            <ChamadoDadosCard chamado={c} />
            <Stack spacing={3} sx={{ minWidth: 0 }}>
              <SlaCard chamado={c} />
              {c.avaliacao && <AvaliacaoCard avaliacao={c.avaliacao} />}
            </Stack>
          </Box>
          {c.acoes.editar && <EdicaoCard chamado={c} />}
          <FotosCard chamado={c} />
          <RecordThread entidade={ENTIDADE_CHAMADO} id={c.id} titulo={t('pagina.interacoes')} />
          <SectionCard id="chamado-linha-do-tempo" title={t('pagina.linhaDoTempo')}>
            <MoveTimeline moves={c.linhaDoTempo} />
          </SectionCard>
          {c.custos !== null && <CustosCard chamado={c} custos={c.custos} />}
          {/* Photos and costs touch the ticket without a new version: the history reloads on either. */}
          <RecordHistorySection
            entidade={ENTIDADE_CHAMADO}
            id={c.id}
            versao={`${c.versao}-${c.atualizadoEm}`}
          />
        </Stack>
      )}
    </RecordPageStates>
  );
}
