import {
  Box,
  Button,
  Card,
  CardContent,
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
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { acaoEncerrada, formatMoney, type TAcao, type TOcorrenciaSgi } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { AcaoBotoes } from '../acoes/AcaoBotoes';
import { AcaoPrazo } from '../acoes/AcaoPrazo';
import { AcaoStatusChip } from '../SgiChips';
import { Dado } from './Dado';
import { VISUALLY_HIDDEN } from '../../../../components/visually-hidden';

const soma = (valores: (string | null)[]) =>
  valores.reduce((s, v) => s + Math.round(Number(v ?? 0) * 100), 0) / 100;

/** One action as a card (a phone): the 5W2H, its status, and what this user may do on it. */
function AcaoCartao({ acao }: { acao: TAcao }) {
  const { t } = useTranslation('sgi');
  return (
    <Card variant="outlined" component="li" data-testid="acao">
      <CardContent>
        <Stack spacing={1}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{acao.oQue}</Typography>
            <AcaoStatusChip status={acao.status} />
          </Stack>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
            <Dado rotulo={t('plano.campos.quem')}>{acao.quem?.nome ?? '—'}</Dado>
            <Dado rotulo={t('plano.campos.quando')}>
              <AcaoPrazo acao={acao} />
            </Dado>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Dado rotulo={t('plano.campos.porQue')}>{acao.porQue}</Dado>
            </Box>
            <Dado rotulo={t('plano.campos.onde')}>{acao.onde}</Dado>
            <Dado rotulo={t('plano.campos.quantoCusta')}>{formatMoney(acao.quantoCusta)}</Dado>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Dado rotulo={t('plano.campos.como')}>{acao.como}</Dado>
            </Box>
            <Dado rotulo={t('plano.campos.verificador')}>{acao.verificador?.nome ?? '—'}</Dado>
            {acao.custoReal !== null && (
              <Dado rotulo={t('acoes.custoReal')}>{formatMoney(acao.custoReal)}</Dado>
            )}
            {acao.evidencia && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <Dado rotulo={t('acoes.evidencia')}>{acao.evidencia}</Dado>
              </Box>
            )}
          </Box>
          <AcaoBotoes acao={acao} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Two facts in one cell: the first as the line, the second under it. */
function Par({ primeiro, segundo, forte = false }: { primeiro: string; segundo: string; forte?: boolean }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: forte ? 500 : undefined }}>
        {primeiro}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {segundo}
      </Typography>
    </>
  );
}

/**
 * The actions as a table (a desk): the 5W2H in pairs (what and why, where and how, who and who verifies), when, how
 * much, the status and the buttons.
 */
function AcoesTabela({ acoes }: { acoes: TAcao[] }) {
  const { t } = useTranslation('sgi');
  const c = (campo: string) => t(`plano.campos.${campo}`);
  const celula = { verticalAlign: 'top', whiteSpace: 'pre-wrap', overflowWrap: 'break-word' } as const;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('plano.titulo')} sx={{ minWidth: 980 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '24%' }}>{`${c('oQue')} · ${c('porQue')}`}</TableCell>
            <TableCell sx={{ width: '22%' }}>{`${c('onde')} · ${c('como')}`}</TableCell>
            <TableCell>{c('quando')}</TableCell>
            <TableCell>{`${c('quem')} · ${c('verificador')}`}</TableCell>
            <TableCell align="right">{c('quantoCusta')}</TableCell>
            <TableCell>{t('campos.status')}</TableCell>
            <TableCell>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {t('plano.botoes')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {acoes.map((a) => (
            <TableRow key={a.id} data-testid="acao">
              <TableCell sx={celula}>
                <Par primeiro={a.oQue} segundo={a.porQue} forte />
                {a.evidencia && (
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                    {t('plano.feito', { evidencia: a.evidencia })}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={celula}>
                <Par primeiro={a.onde} segundo={a.como} />
              </TableCell>
              <TableCell sx={{ ...celula, whiteSpace: 'nowrap' }}>
                <AcaoPrazo acao={a} />
              </TableCell>
              <TableCell sx={celula}>
                <Par
                  primeiro={a.quem?.nome ?? '—'}
                  segundo={t('plano.verifica', { nome: a.verificador?.nome ?? '—' })}
                />
              </TableCell>
              <TableCell sx={{ ...celula, whiteSpace: 'nowrap' }} align="right">
                {formatMoney(a.quantoCusta)}
                {a.custoReal !== null && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('plano.real', { valor: formatMoney(a.custoReal) })}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={celula}>
                <AcaoStatusChip status={a.status} />
              </TableCell>
              <TableCell sx={{ ...celula, minWidth: 120 }}>
                <AcaoBotoes acao={a} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The occurrence's action plan in 5W2H: how many are done, what was planned and spent, and each action with what
 * this user may do on it; "Adicionar ações" for who may plan (the responsible, the team) while it is in progress.
 */
export function PlanoAcaoCard({ ocorrencia: o }: { ocorrencia: TOcorrenciaSgi }) {
  const { t } = useTranslation('sgi');
  const theme = useTheme();
  const estreito = useMediaQuery(theme.breakpoints.down('lg'));
  const acoes = o.acoesPlano;
  if (acoes.length === 0 && !o.acoes.plano && o.status !== 'EM ANDAMENTO') return null;
  const encerradas = acoes.filter((a) => acaoEncerrada(a.status)).length;
  return (
    <SectionCard
      id="ocorrencia-plano"
      title={t('plano.titulo')}
      aside={
        o.acoes.plano && (
          <Button
            variant="outlined"
            startIcon={<PlaylistAddIcon />}
            component={RouterLink}
            to={`/sgi/plano-acao?ocorrencia=${o.numero}`}
          >
            {t('plano.adicionar')}
          </Button>
        )
      }
    >
      {acoes.length === 0 ? (
        <Typography color="text.secondary">{t('plano.nenhuma')}</Typography>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary" data-testid="plano-resumo">
            {t('plano.resumo', {
              encerradas,
              total: acoes.length,
              previsto: formatMoney(soma(acoes.map((a) => a.quantoCusta))),
              real: formatMoney(soma(acoes.map((a) => a.custoReal))),
            })}
          </Typography>
          {estreito ? (
            <Stack
              component="ul"
              spacing={1.5}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
              aria-label={t('plano.titulo')}
            >
              {acoes.map((a) => (
                <AcaoCartao key={a.id} acao={a} />
              ))}
            </Stack>
          ) : (
            <AcoesTabela acoes={acoes} />
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
