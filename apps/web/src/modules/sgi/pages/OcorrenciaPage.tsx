import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SGI_CATEGORIA_ROTA } from '@portal/domain';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { MoveTimeline } from '../../../components/workflow/MoveTimeline';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { RecordHistorySection } from '../../auditoria/components/RecordHistorySection';
import { RecordThread } from '../../comentarios/components/RecordThread';
import { FotosCard } from '../components/pagina/FotosCard';
import { OcorrenciaCabecalho } from '../components/pagina/OcorrenciaCabecalho';
import { OcorrenciaDadosCard } from '../components/pagina/OcorrenciaDadosCard';
import { PlanoAcaoCard } from '../components/pagina/PlanoAcaoCard';
import { RncCard } from '../components/pagina/RncCard';
import { TriagemCard } from '../components/pagina/TriagemCard';
import { ENTIDADE_OCORRENCIA, useOcorrencia } from '../sgi.queries';

const TITULO_CATEGORIA = {
  qualidade: 'rotas.sgiQualidade',
  meio_ambiente: 'rotas.sgiMeioAmbiente',
  seguranca: 'rotas.sgiSeguranca',
  auditoria: 'rotas.sgiAuditoria',
} as const;

/**
 * /sgi/ocorrencias/:ocorrencia (its number): the occurrence with its evidence, the triage (the SGI team), the RNC,
 * the 5W2H plan, the interactions (the shared thread: the team and the responsible write while it is in progress),
 * the timeline of its moves and the history. One the user may not read (another's draft) answers 404, as a missing
 * one.
 */
export function OcorrenciaPage() {
  const { t } = useTranslation('sgi');
  const { t: tc } = useTranslation();
  const { ocorrencia: ref } = useParams();
  const ocorrencia = useOcorrencia(ref);
  const o = ocorrencia.data;
  usePageBreadcrumbs(
    o
      ? {
          trail: [
            { label: tc(TITULO_CATEGORIA[o.categoria]), to: `/sgi/${SGI_CATEGORIA_ROTA[o.categoria]}` },
          ],
          current: t('pagina.titulo', { numero: o.numero }),
        }
      : null,
  );

  return (
    <RecordPageStates
      query={ocorrencia}
      missing={!ref || !/^\d{1,9}$|^[0-9a-f-]{36}$/i.test(ref)}
      back={{ to: '/sgi', label: t('pagina.voltar') }}
      notFound={{ title: t('pagina.naoEncontrada'), text: t('pagina.naoEncontradaTexto') }}
      skeletons={[140, 220, 160, 160]}
    >
      {(c) => (
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <OcorrenciaCabecalho ocorrencia={c} />
          {c.acoes.triar && <TriagemCard ocorrencia={c} />}
          <OcorrenciaDadosCard ocorrencia={c} />
          <FotosCard ocorrencia={c} />
          <RncCard ocorrencia={c} />
          <PlanoAcaoCard ocorrencia={c} />
          <RecordThread entidade={ENTIDADE_OCORRENCIA} id={c.id} titulo={t('pagina.interacoes')} />
          <Card variant="outlined" component="section" aria-labelledby="ocorrencia-linha-do-tempo">
            <CardContent>
              <Typography variant="h6" component="h2" id="ocorrencia-linha-do-tempo" sx={{ mb: 1.5 }}>
                {tc('workflow.linhaDoTempo')}
              </Typography>
              <MoveTimeline moves={c.linhaDoTempo} />
            </CardContent>
          </Card>
          {/* Photos, the RNC and actions touch the occurrence without a new version: the history reloads on either. */}
          <RecordHistorySection
            entidade={ENTIDADE_OCORRENCIA}
            id={c.id}
            versao={`${c.versao}-${c.atualizadaEm}`}
          />
        </Stack>
      )}
    </RecordPageStates>
  );
}
