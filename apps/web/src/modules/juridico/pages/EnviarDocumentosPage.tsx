import { useMemo } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  FormControlLabel,
  Link,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  JURIDICO_DOCUMENTO_LABEL,
  JURIDICO_DOCUMENTO_TIPOS,
  PROCESSO_TIPO_LABEL,
  type TJuridicoDocumentoTipo,
  type TProcesso,
  type TSolicitacaoDoProcesso,
} from '@portal/domain';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { SolicitacaoResumo } from '../components/SolicitacaoResumo';
import { useProcessoSalvo, useSolicitacoes } from '../juridico.queries';

const POR_PAGINA = 20;

const eTipo = (v: string | undefined): v is TJuridicoDocumentoTipo =>
  (JURIDICO_DOCUMENTO_TIPOS as readonly string[]).includes(v ?? '');

/** The case a request belongs to: its number (a link to it), kind and obra. */
function ProcessoDaSolicitacao({ solicitacao }: { solicitacao: TSolicitacaoDoProcesso }) {
  const { t } = useTranslation('juridico');
  const { processo } = solicitacao;
  return (
    <Box>
      <Link component={RouterLink} to={`/juridico/processo/${processo.id}`} sx={{ fontWeight: 600 }}>
        {t('documentos.processo', { numero: processo.numeroCnj, tipo: PROCESSO_TIPO_LABEL[processo.tipo] })}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {processo.obra.codigo} · {processo.obra.nome}
      </Typography>
    </Box>
  );
}

/**
 * /juridico/enviarDocumentos/:tipoDocumento (SPEC, not in the menu): the requests for one kind of document on the
 * cases this user may send files to (the DP and safety people named on them, the partner firm, the legal staff),
 * those still waiting first, each with its case, obra, deadline and files, and the upload with its progress. The
 * DP person arrives from the notification of a new request.
 */
export function EnviarDocumentosPage() {
  const { t } = useTranslation('juridico');
  const navigate = useNavigate();
  const { tipoDocumento } = useParams();
  const [params, setParams] = useSearchParams();
  const tipo = eTipo(tipoDocumento) ? tipoDocumento : undefined;
  const pendentes = params.get('pendentes') === 'sim';
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const solicitacoes = useSolicitacoes({
    tipoDocumento: tipo ?? 'holerites',
    pendentes: pendentes || undefined,
    page: pagina,
    pageSize: POR_PAGINA,
  });
  const salvo = useProcessoSalvo();
  usePageBreadcrumbs(
    tipo ? { current: t('documentos.titulo', { tipo: JURIDICO_DOCUMENTO_LABEL[tipo] }) } : null,
  );
  // The API orders by deadline; on the page, what still waits for a file comes before what was sent.
  const itens = useMemo(() => {
    const todos = solicitacoes.data?.items ?? [];
    return [...todos.filter((s) => s.arquivos.length === 0), ...todos.filter((s) => s.arquivos.length > 0)];
  }, [solicitacoes.data]);
  const total = solicitacoes.data?.total ?? 0;
  const mudar = (change: Record<string, string | undefined>) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [k, v] of Object.entries(change)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  if (!tipo) return <Alert severity="warning">{t('documentos.tipoInvalido')}</Alert>;

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {t('documentos.titulo', { tipo: JURIDICO_DOCUMENTO_LABEL[tipo] })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('documentos.explicacao')}
      </Typography>
      <Tabs
        value={tipo}
        onChange={(_, novo: string) =>
          void navigate(`/juridico/enviarDocumentos/${novo}${pendentes ? '?pendentes=sim' : ''}`, {
            replace: true,
          })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('documentos.tipos')}
        sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {JURIDICO_DOCUMENTO_TIPOS.map((d) => (
          <Tab key={d} value={d} label={t(`documentos.aba.${d}`)} />
        ))}
      </Tabs>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography color="text.secondary">
          {solicitacoes.isSuccess ? t('documentos.total', { count: total }) : ' '}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={pendentes}
              onChange={(e) => mudar({ pendentes: e.target.checked ? 'sim' : undefined, pagina: undefined })}
            />
          }
          label={t('documentos.soPendentes')}
        />
      </Stack>
      {solicitacoes.isPending ? (
        <Stack spacing={2} aria-busy>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : solicitacoes.isError ? (
        <Alert severity="error">{solicitacoes.error.message}</Alert>
      ) : itens.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          <UploadFileIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {pendentes ? t('documentos.nadaPendente') : t('documentos.nenhuma')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('documentos.nenhumaTexto')}
          </Typography>
        </Paper>
      ) : (
        <Stack
          component="ul"
          spacing={2}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('documentos.lista')}
        >
          {itens.map((s) => (
            <Card variant="outlined" component="li" key={s.id}>
              <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
                <SolicitacaoResumo<TProcesso>
                  solicitacao={s}
                  podeEnviar
                  onEnviado={(processo) => void salvo(processo)}
                  topo={<ProcessoDaSolicitacao solicitacao={s} />}
                />
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {total > POR_PAGINA && (
        <Pagination
          count={Math.ceil(total / POR_PAGINA)}
          page={pagina}
          onChange={(_, p) => mudar({ pagina: p > 1 ? String(p) : undefined })}
          siblingCount={0}
          sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}
          aria-label={t('documentos.paginas')}
        />
      )}
    </Box>
  );
}
