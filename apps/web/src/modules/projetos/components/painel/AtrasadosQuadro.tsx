import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PROJETO_DETENTOR_LABEL,
  PROJETO_SITUACAO_LABEL,
  formatDate,
  type TProjetoResumo,
} from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';

/** A document's page: a site's under its obra's CRE, a fabrication's under its factory projects. */
export const linkDoDocumento = (d: TProjetoResumo) =>
  d.escopo === 'cre' ? `/obras/${d.obra.id}/cre/${d.id}` : `/fabricacao/${d.obra.id}/projetos/${d.id}`;

function SituacaoTexto({ d }: { d: TProjetoResumo }) {
  return (
    <Chip size="small" variant="outlined" label={`${d.situacao} · ${PROJETO_SITUACAO_LABEL[d.situacao]}`} />
  );
}

/** Desktop: one row per document, the number linking to its page. */
function Tabela({ docs, comObra }: { docs: readonly TProjetoResumo[]; comObra: boolean }) {
  const { t } = useTranslation('projetosPainel');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('atrasados.titulo')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('atrasados.numero')}</TableCell>
            <TableCell>{t('atrasados.tituloDoc')}</TableCell>
            {comObra && <TableCell>{t('atrasados.obra')}</TableCell>}
            <TableCell>{t('atrasados.situacao')}</TableCell>
            <TableCell>{t('atrasados.detentor')}</TableCell>
            <TableCell>{t('atrasados.prazo')}</TableCell>
            <TableCell align="right">{t('atrasados.diasAtraso')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {docs.map((d) => (
            <TableRow key={d.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={linkDoDocumento(d)}>
                  {d.numero}
                </Link>
                {d.revisaoAtual !== null && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    {t('atrasados.revisao', { revisao: d.revisaoAtual })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{d.titulo}</TableCell>
              {comObra && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Typography variant="body2" title={d.obra.nome}>
                    {d.obra.codigo}
                  </Typography>
                </TableCell>
              )}
              <TableCell>
                <SituacaoTexto d={d} />
              </TableCell>
              <TableCell>{d.detentor ? PROJETO_DETENTOR_LABEL[d.detentor] : '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.prazo ? formatDate(d.prazo) : '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2" color="error.main" sx={{ fontWeight: 600 }}>
                  {t('atrasados.diasAtrasoValor', { count: d.diasAtraso })}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A phone: one card per document, the whole card opening its page. */
function Cartoes({ docs, comObra }: { docs: readonly TProjetoResumo[]; comObra: boolean }) {
  const { t } = useTranslation('projetosPainel');
  return (
    <Stack
      component="ul"
      spacing={1}
      aria-label={t('atrasados.titulo')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {docs.map((d) => (
        <Card key={d.id} component="li" variant="outlined">
          <CardActionArea component={RouterLink} to={linkDoDocumento(d)}>
            <CardContent sx={{ p: 1.5 }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {d.numero}
                  {d.revisaoAtual !== null && ` · ${t('atrasados.revisao', { revisao: d.revisaoAtual })}`}
                </Typography>
                <Typography variant="body2" color="error.main" sx={{ fontWeight: 600, flexShrink: 0 }}>
                  {t('atrasados.diasAtrasoValor', { count: d.diasAtraso })}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {d.titulo}
              </Typography>
              {comObra && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {d.obra.codigo} — {d.obra.nome}
                </Typography>
              )}
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <SituacaoTexto d={d} />
                <Typography variant="body2" color="text.secondary">
                  {t('atrasados.detentor')}: {d.detentor ? PROJETO_DETENTOR_LABEL[d.detentor] : '—'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('atrasados.prazo')}: {d.prazo ? formatDate(d.prazo) : '—'}
                </Typography>
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The overdue board: documents past their due date while awaiting someone (the API never lists a cancelled one),
 * the most overdue first; the register's overdue filter lists them all when the board shows only the first ones.
 */
export function AtrasadosQuadro({
  docs,
  total,
  comObra,
  verTodos,
}: {
  docs: readonly TProjetoResumo[];
  total: number;
  /** The general board names each document's obra; an obra's board does not repeat it. */
  comObra: boolean;
  verTodos: string;
}) {
  const { t } = useTranslation('projetosPainel');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <SectionCard
      id="painel-atrasados"
      title={t('atrasados.titulo')}
      aside={total > 0 && <Chip size="small" color="error" label={total} aria-hidden />}
    >
      {docs.length === 0 ? (
        <Typography color="text.secondary">{t('atrasados.nenhum')}</Typography>
      ) : (
        <>
          {phone ? <Cartoes docs={docs} comObra={comObra} /> : <Tabela docs={docs} comObra={comObra} />}
          {total > docs.length && (
            <Box sx={{ mt: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {t('atrasados.parcial', { mostrados: docs.length, total })}
              </Typography>
              <Button size="small" component={RouterLink} to={verTodos}>
                {t('atrasados.verTodos')}
              </Button>
            </Box>
          )}
        </>
      )}
    </SectionCard>
  );
}
