import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Link as RouterLink, useParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  AUDITORIA_ETAPAS,
  AUDITORIA_ETAPA_LABEL,
  AUDITORIA_TIPO_LABEL,
  SGI_TIPO_LABEL,
  formatDate,
  proximaEtapa,
  type TAuditoria,
} from '@portal/domain';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { SectionCard } from '../../../components/SectionCard';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { useConfirm } from '../../../layout/dialogs/use-dialogs';
import { ConstatacaoDialog } from '../components/auditorias/ConstatacaoDialog';
import { EtapaChip } from '../components/auditorias/EtapaChip';
import { Dado } from '../components/pagina/Dado';
import { GravidadeChip, StatusChip } from '../components/SgiChips';
import { useAuditoria, useAvancarAuditoria } from '../sgi.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The audit's header: number and title, its stage, and the stages (ISO 19011) with "Avançar etapa" for the team. */
function Cabecalho({ auditoria: a }: { auditoria: TAuditoria }) {
  const { t } = useTranslation('sgi');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const avancar = useAvancarAuditoria(a.id);
  const proxima = proximaEtapa(a.etapa);
  const onAvancar = async () => {
    if (!proxima) return;
    if (!(await confirm(t('auditoria.confirmarAvancar', { etapa: AUDITORIA_ETAPA_LABEL[proxima] })))) return;
    try {
      await avancar.mutateAsync();
      enqueueSnackbar(t('auditoria.avancou', { etapa: AUDITORIA_ETAPA_LABEL[proxima] }), {
        variant: 'success',
      });
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' });
    }
  };
  const atual = AUDITORIA_ETAPAS.indexOf(a.etapa);
  return (
    <Card variant="outlined" component="header">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {t('auditoria.titulo', { numero: a.numero })}
            </Typography>
            <EtapaChip etapa={a.etapa} size="medium" />
          </Stack>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, overflowWrap: 'anywhere' }}>
            {a.titulo}
          </Typography>
          <Stepper
            activeStep={a.etapa === 'encerramento' ? AUDITORIA_ETAPAS.length : atual}
            orientation={phone ? 'vertical' : 'horizontal'}
            alternativeLabel={!phone}
            aria-label={t('auditoria.etapas')}
          >
            {AUDITORIA_ETAPAS.map((etapa) => (
              <Step key={etapa}>
                <StepLabel>{AUDITORIA_ETAPA_LABEL[etapa]}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {a.acoes.avancar && proxima && (
            <Box>
              <Button
                variant="contained"
                endIcon={<NavigateNextIcon />}
                loading={avancar.isPending}
                onClick={() => void onAvancar()}
              >
                {t('auditoria.avancar', { etapa: AUDITORIA_ETAPA_LABEL[proxima] })}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** What the audit covers: type, norms, scope, obra, auditor and period. */
function Dados({ auditoria: a }: { auditoria: TAuditoria }) {
  const { t } = useTranslation('sgi');
  return (
    <SectionCard id="auditoria-dados" title={t('pagina.dados')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Dado rotulo={t('auditorias.campos.tipo')}>{AUDITORIA_TIPO_LABEL[a.tipo]}</Dado>
        <Dado rotulo={t('auditorias.campos.normas')}>{a.normas.join(', ')}</Dado>
        <Dado rotulo={t('auditorias.campos.auditor')}>{a.auditor}</Dado>
        <Dado rotulo={t('auditoria.periodo')}>
          {t('auditoria.deAte', { inicio: formatDate(a.inicio), fim: formatDate(a.fim) })}
        </Dado>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Dado rotulo={t('auditorias.campos.obra')}>
            {a.obra ? `${a.obra.codigo} · ${a.obra.nome}` : t('lista.semObra')}
          </Dado>
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Dado rotulo={t('auditorias.campos.escopo')}>{a.escopo}</Dado>
        </Box>
      </Box>
    </SectionCard>
  );
}

/** The findings, each an occurrence linking to its page; "Registrar constatação" while the audit is in execution. */
function Constatacoes({ auditoria: a }: { auditoria: TAuditoria }) {
  const { t } = useTranslation('sgi');
  const [nova, setNova] = useState(false);
  return (
    <SectionCard
      id="auditoria-constatacoes"
      title={t('auditoria.constatacoes', { count: a.constatacoes.length })}
      aside={
        a.acoes.constatar && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setNova(true)}>
            {t('auditoria.constatar')}
          </Button>
        )
      }
    >
      {a.constatacoes.length === 0 ? (
        <Typography color="text.secondary">
          {a.etapa === 'execucao' || a.etapa === 'encerramento'
            ? t('auditoria.nenhumaConstatacao')
            : t('auditoria.constatacoesNaExecucao')}
        </Typography>
      ) : (
        <List disablePadding aria-label={t('auditoria.constatacoes', { count: a.constatacoes.length })}>
          {a.constatacoes.map((o) => (
            <ListItem
              key={o.id}
              divider
              disableGutters
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
                <Link component={RouterLink} to={`/sgi/ocorrencias/${o.numero}`} sx={{ fontWeight: 600 }}>
                  {t('acoes.daOcorrencia', { numero: o.numero, titulo: o.titulo })}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {SGI_TIPO_LABEL[o.tipo]}
                  {o.responsavel ? ` · ${o.responsavel.nome}` : ''}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <GravidadeChip gravidade={o.gravidade} />
                <StatusChip status={o.status} />
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {nova && <ConstatacaoDialog auditoria={a} onClose={() => setNova(false)} />}
    </SectionCard>
  );
}

/**
 * /sgi/auditorias/:auditoria: an audit (ISO 19011): what it covers, its stage (planejamento → preparação → execução
 * → encerramento, only forward, by the SGI team) and its findings, which are occurrences of the audit category.
 */
export function AuditoriaPage() {
  const { t } = useTranslation('sgi');
  const { auditoria: id } = useParams();
  const valido = !!id && UUID.test(id);
  const auditoria = useAuditoria(valido ? id : undefined);
  const a = auditoria.data;
  usePageBreadcrumbs(a ? { current: t('auditoria.titulo', { numero: a.numero }) } : null);
  return (
    <RecordPageStates
      query={auditoria}
      missing={!valido}
      back={{ to: '/sgi/auditoria', label: t('auditoria.voltar') }}
      notFound={{ title: t('auditoria.naoEncontrada'), text: t('auditoria.naoEncontradaTexto') }}
      skeletons={[160, 180, 140]}
    >
      {(c) => (
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Cabecalho auditoria={c} />
          <Dados auditoria={c} />
          <Constatacoes auditoria={c} />
        </Stack>
      )}
    </RecordPageStates>
  );
}
