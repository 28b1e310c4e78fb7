import { Alert, Box, Button, Chip, LinearProgress, Link, Skeleton, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { formatDateTime, isOsTipo, type TChecklist } from '@portal/domain';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { checklistPdfUrl, useChecklist, useResponderItem } from '../checklist.queries';
import { ChecklistAssinaturasPasso } from '../components/checklist/ChecklistAssinaturasPasso';
import { ChecklistItemResposta } from '../components/checklist/ChecklistItemResposta';
import { ChecklistLeitura } from '../components/checklist/ChecklistLeitura';
import { IniciarChecklist } from '../components/checklist/IniciarChecklist';
import { OcorrenciasDaOrigem } from '../../sgi/components/OcorrenciasDaOrigem';
import { useChecklistNoAparelho } from '../offline/use-checklist-no-aparelho';

/**
 * /:obra/checklist/:tipo/preencher?os=&checklist=: a checklist filled on a phone, one section per screen and the
 * signatures last; every answer is saved as it is given. Without a checklist, the order and template are chosen and
 * it starts. A concluded checklist (or one this user may only read) shows as it was filled, with its PDF.
 */
export function PreencherChecklistPage() {
  const { t } = useTranslation('checklist');
  const { obra = '', tipo: tipoParam } = useParams();
  const tipo = isOsTipo(tipoParam) ? tipoParam : undefined;
  const [params, setParams] = useSearchParams();
  const id = params.get('checklist') ?? undefined;
  const checklist = useChecklist(id);
  const c = checklist.data;
  const osPath = c ? `/${obra}/ordensServico/${c.os.tipo}/${c.os.id}` : undefined;
  usePageBreadcrumbs(c && osPath ? { trail: [{ label: t('preencher.osTitulo', c.os), to: osPath }] } : null);

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        {t('preencher.titulo')}
      </Typography>
      {!tipo && <Alert severity="warning">{t('preencher.naoEncontrado')}</Alert>}
      {tipo && !id && (
        <Box sx={{ mt: 2 }}>
          <IniciarChecklist
            obra={obra}
            tipo={tipo}
            os={params.get('os') ?? undefined}
            onStarted={(os, checklistId) => setParams({ os, checklist: checklistId }, { replace: true })}
          />
        </Box>
      )}
      {id && checklist.isPending && <Skeleton variant="rounded" height={360} sx={{ mt: 2 }} />}
      {id && checklist.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {checklist.error.message}
        </Alert>
      )}
      {c && tipo && <Checklist checklist={c} obra={obra} osPath={osPath!} />}
    </Box>
  );
}

function Checklist({ checklist, obra, osPath }: { checklist: TChecklist; obra: string; osPath: string }) {
  const { t } = useTranslation('checklist');
  const k = checklist.contagem;
  const pdf = (
    <Button
      component="a"
      href={checklistPdfUrl(checklist.id)}
      download
      startIcon={<DownloadIcon />}
      variant="outlined"
    >
      {t('preencher.baixarPdf')}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Box>
        <Link component={RouterLink} to={osPath}>
          {t('preencher.osTitulo', checklist.os)}
        </Link>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
        >
          <Typography color="text.secondary">
            {t('preencher.modeloVersao', { nome: checklist.modelo.nome, versao: checklist.modelo.versao })}
          </Typography>
          <Chip
            size="small"
            color={checklist.status === 'concluido' ? 'success' : 'default'}
            label={t(`status.${checklist.status}`)}
          />
        </Stack>
        <OcorrenciasDaOrigem origem="checklist" origemId={checklist.id} />
      </Box>
      {checklist.acoes.responder ? (
        <Preenchimento checklist={checklist} obra={obra} />
      ) : (
        <>
          <Alert severity={checklist.status === 'concluido' ? 'success' : 'info'} action={pdf}>
            {checklist.status === 'concluido' && checklist.concluidoEm
              ? t('preencher.somenteLeitura', { quando: formatDateTime(checklist.concluidoEm) })
              : t('preencher.semPermissaoPreencher')}
            <br />
            {t('preencher.resultadoResumo', k)}
          </Alert>
          <ChecklistLeitura checklist={checklist} />
        </>
      )}
    </Stack>
  );
}

/**
 * The sections one screen at a time (`?secao=`, from 1), then the signatures. With no signal the answers wait on the
 * device (shown as such, with the server's laid under them) and go when it returns; concluding needs the signal.
 */
function Preenchimento({ checklist: doServidor, obra }: { checklist: TChecklist; obra: string }) {
  const { t } = useTranslation('checklist');
  const [params, setParams] = useSearchParams();
  const responder = useResponderItem(doServidor.id);
  const aparelho = useChecklistNoAparelho(doServidor, obra);
  const checklist = aparelho.vista;
  const total = checklist.secoes.length;
  const pedido = Number(params.get('secao') ?? '1') - 1;
  const passo = Number.isInteger(pedido) && pedido >= 0 && pedido <= total ? pedido : 0;
  const irPara = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('secao', String(n + 1));
    setParams(next, { replace: true });
    window.scrollTo({ top: 0 });
  };
  const secao = checklist.secoes[passo];
  const respostas = new Map(checklist.respostas.map((r) => [r.itemId, r]));
  const k = checklist.contagem;

  // The answers kept on the device come first: a card drawn without them would start from the server's answer.
  if (aparelho.carregando) return <Skeleton variant="rounded" height={360} />;
  const noAparelho = (itemId: string) => {
    const pendente = aparelho.pendentes.get(itemId);
    if (!pendente) return undefined;
    return pendente.estado === 'conflito' || pendente.estado === 'recusado' ? 'parada' : 'aguardando';
  };

  return (
    <Stack spacing={2}>
      {!aparelho.online && <Alert severity="warning">{t('offline.aviso')}</Alert>}
      <Box>
        <Typography variant="h6" component="h2">
          {secao ? t('preencher.secaoDe', { n: passo + 1, total }) : t('preencher.assinaturasPasso')}
          {secao && ` — ${secao.titulo}`}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={k.itens ? (k.respondidos / k.itens) * 100 : 0}
          aria-label={t('preencher.progresso', k)}
          sx={{ height: 8, borderRadius: 4, my: 1 }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('preencher.progresso', k)}
        </Typography>
      </Box>
      {secao ? (
        secao.itens.map((item) => (
          <ChecklistItemResposta
            key={`${checklist.id}-${item.id}`}
            checklistId={checklist.id}
            obra={obra}
            item={item}
            resposta={respostas.get(item.id)}
            noAparelho={noAparelho(item.id)}
            fotos={aparelho.fotos}
            onSave={(input) =>
              aparelho.salvar(item.id, input, () => responder.mutateAsync({ itemId: item.id, input }))
            }
          />
        ))
      ) : (
        <ChecklistAssinaturasPasso
          checklist={checklist}
          onIrParaSecao={irPara}
          bloqueio={
            !aparelho.online
              ? t('offline.concluirSemSinal')
              : aparelho.esperando
                ? t('offline.concluirAguardando')
                : undefined
          }
        />
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', pb: 2 }}>
        <Button size="large" disabled={passo === 0} onClick={() => irPara(passo - 1)} sx={{ minHeight: 48 }}>
          {t('preencher.anterior')}
        </Button>
        {passo < total && (
          <Button variant="contained" size="large" onClick={() => irPara(passo + 1)} sx={{ minHeight: 48 }}>
            {passo === total - 1 ? t('preencher.irAssinaturas') : t('preencher.proxima')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
