import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PROJETO_CATEGORIA_INTERNA,
  PROJETO_ESCOPO_SUBJECT,
  type TProjeto,
  type TProjetoEscopo,
} from '@portal/domain';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { SectionCard } from '../../../components/SectionCard';
import { MoveTimeline } from '../../../components/workflow/MoveTimeline';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { useSessionStore } from '../../../session/session.store';
import { ProjetoAcoesBar } from '../components/documento/ProjetoAcoesBar';
import { ProjetoCabecalho } from '../components/documento/ProjetoCabecalho';
import { RevisaoCard } from '../components/documento/RevisaoCard';
import { EmitirGrdDialog } from '../components/grd/EmitirGrdDialog';
import { ENTIDADE_PROJETO, useProjeto } from '../projetos.queries';
import { RecordHistorySection } from '../../auditoria/components/RecordHistorySection';
import { registroHref } from '../projetos-links';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Revisions newest first, each with its files, review and comments; then the document's timeline. */
function Documento({ projeto: p }: { projeto: TProjeto }) {
  const { t } = useTranslation('projetos');
  const ability = useSessionStore((s) => s.ability);
  const subject = PROJETO_ESCOPO_SUBJECT[p.escopo];
  // Issuing needs `create` on the subject besides `update` on the record (docs/decisions.md): no client issues.
  const podeEmitir = ability.can('create', subject);
  const [emitindo, setEmitindo] = useState<string | null>(null);
  return (
    <Stack spacing={3} sx={{ minWidth: 0, maxWidth: 1024 }}>
      <ProjetoCabecalho projeto={p} acoes={<ProjetoAcoesBar projeto={p} />} />
      <SectionCard id="projeto-revisoes" title={t('documento.revisoes')}>
        {p.revisoes.length === 0 ? (
          <Typography color="text.secondary">{t('documento.semRevisoes')}</Typography>
        ) : (
          <Stack spacing={2}>
            {p.revisoes.map((r) => (
              <RevisaoCard
                key={r.id}
                projeto={p}
                revisao={r}
                onEmitir={
                  podeEmitir && r.status === 'rascunho' && r.acoes.editar
                    ? () => setEmitindo(r.id)
                    : undefined
                }
              />
            ))}
          </Stack>
        )}
      </SectionCard>
      <SectionCard id="projeto-linha-do-tempo" title={t('documento.linhaDoTempo')}>
        <MoveTimeline moves={p.linhaDoTempo} />
      </SectionCard>
      {/* Internal (Referência) documents stay out of the shared record kinds (history, threads): see the API README. */}
      {p.categoria !== PROJETO_CATEGORIA_INTERNA && (
        <RecordHistorySection
          entidade={ENTIDADE_PROJETO}
          id={p.id}
          versao={`${p.versao}-${p.atualizadoEm}`}
        />
      )}
      {podeEmitir && (
        <EmitirGrdDialog
          open={emitindo !== null}
          onClose={() => setEmitindo(null)}
          escopo={p.escopo}
          obraId={p.obra.id}
          preselecionada={emitindo ?? undefined}
        />
      )}
    </Stack>
  );
}

function ProjetoDe({ escopo }: { escopo: TProjetoEscopo }) {
  const { t } = useTranslation('projetos');
  const { obra = '', projeto: id } = useParams();
  const valido = !!id && UUID.test(id);
  const projeto = useProjeto(valido ? id : undefined);
  const d = projeto.data;
  usePageBreadcrumbs(d ? { current: d.numero } : null);
  return (
    <RecordPageStates
      query={projeto}
      missing={!valido}
      back={{ to: registroHref(escopo, obra), label: t('documento.voltar') }}
      notFound={{ title: t('documento.naoEncontrado'), text: t('documento.naoEncontradoTexto') }}
      skeletons={[220, 320, 120]}
    >
      {(p) => <Documento key={p.id} projeto={p} />}
    </RecordPageStates>
  );
}

/** /obras/:obra/cre/:projeto: a site's engineering document. */
export const ProjetoPage = () => <ProjetoDe escopo="cre" />;
/** /fabricacao/:obra/projetos/:projeto: a fabrication's project. */
export const ProjetoFabricaPage = () => <ProjetoDe escopo="fabrica" />;
