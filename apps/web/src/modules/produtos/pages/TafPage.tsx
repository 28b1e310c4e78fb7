import { Stack } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { SectionCard } from '../../../components/SectionCard';
import { MoveTimeline } from '../../../components/workflow/MoveTimeline';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { RecordHistorySection } from '../../auditoria/components/RecordHistorySection';
import { RecordThread } from '../../comentarios/components/RecordThread';
import { OcorrenciasDaOrigem } from '../../sgi/components/OcorrenciasDaOrigem';
import { TafAcoesBar } from '../components/taf/TafAcoesBar';
import { TafAssinaturasCard } from '../components/taf/TafAssinaturasCard';
import { TafCabecalho } from '../components/taf/TafCabecalho';
import { TafPontoCard } from '../components/taf/TafPontoCard';
import { TafTestemunhasCard } from '../components/taf/TafTestemunhasCard';
import { ENTIDADE_TAF, useResponderPonto, useTaf } from '../taf.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /produto/taf/:produto/:taf (not in the menu): a TAF record, made to be filled on a tablet at the test bench — the
 * control points in order, each saved as it is answered; the witnesses; Concluir once every point is answered;
 * then the factory's and the client's inspectors sign on the same tablet, and the PDF is what the client files.
 * Below, the SGI occurrences it raised, the timeline, the thread and the history.
 */
export function TafPage() {
  const { t } = useTranslation('produtos');
  const { produto, taf: id } = useParams();
  const taf = useTaf(id && UUID.test(id) ? id : undefined);
  const responder = useResponderPonto(id ?? '');
  const d = taf.data;
  usePageBreadcrumbs(
    d
      ? {
          trail: [{ label: `${d.produto.codigo}`, to: `/produto/taf/${d.produto.id}` }],
          current: t('taf.nome', { numero: d.numero, serie: d.numeroSerie }),
        }
      : null,
  );

  return (
    <RecordPageStates
      query={taf}
      missing={!id || !UUID.test(id)}
      back={{ to: produto ? `/produto/taf/${produto}` : '/produto/taf', label: t('taf.voltar') }}
      notFound={{ title: t('taf.naoEncontrado'), text: t('taf.naoEncontradoTexto') }}
      skeletons={[180, 160, 160, 160]}
    >
      {(r) => {
        const pontos = r.pontos.slice().sort((a, b) => a.ordem - b.ordem);
        const podeResponder = r.acoes.responder && r.status === 'em_execucao';
        return (
          <Stack spacing={3} sx={{ minWidth: 0, maxWidth: 1024 }}>
            <TafCabecalho taf={r} acoes={<TafAcoesBar taf={r} />} />
            <SectionCard id="taf-pontos" title={t('taf.pontos', { count: pontos.length })}>
              <Stack spacing={2}>
                {pontos.map((p) => (
                  <TafPontoCard
                    key={`${r.id}-${p.id}-${p.resposta?.verificadoEm ?? ''}`}
                    tafId={r.id}
                    ponto={p}
                    responder={podeResponder}
                    onSave={(input) => responder.mutateAsync({ ponto: p.id, input })}
                  />
                ))}
              </Stack>
              <OcorrenciasDaOrigem origem="taf" origemId={r.id} />
            </SectionCard>
            <TafTestemunhasCard taf={r} />
            <TafAssinaturasCard taf={r} />
            <SectionCard id="taf-linha-do-tempo" title={t('taf.linhaDoTempo')}>
              <MoveTimeline moves={r.linhaDoTempo} />
            </SectionCard>
            <RecordThread entidade={ENTIDADE_TAF} id={r.id} titulo={t('taf.comentarios')} />
            <RecordHistorySection
              entidade={ENTIDADE_TAF}
              id={r.id}
              versao={`${r.versao}-${r.atualizadoEm}`}
            />
          </Stack>
        );
      }}
    </RecordPageStates>
  );
}
