import {
  Box,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import DoneIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { formatDate, type TOperacao } from '@portal/domain';
import { SituacaoChip } from '../SituacaoChip';
import { horas } from '../formatos';

export interface AcoesOperacao {
  planejar: (op: TOperacao) => void;
  registrar: (op: TOperacao) => void;
  excluir: (op: TOperacao) => void;
}

const periodo = (de: string | null, ate: string | null) =>
  de || ate ? `${de ? formatDate(de) : '—'} – ${ate ? formatDate(ate) : '—'}` : '—';

/**
 * An item's operations in their sequence: kind, work centre, planned and actual dates and hours, and the situation;
 * for whoever plans, change the plan, record progress, remove. A table on a computer, one block each on a phone.
 */
export function OperacoesDoItem({
  operacoes,
  tag,
  acoes,
}: {
  operacoes: TOperacao[];
  tag: string;
  acoes?: AcoesOperacao;
}) {
  const { t } = useTranslation('fabricacao');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  if (operacoes.length === 0) return <Typography color="text.secondary">{t('operacoes.nenhuma')}</Typography>;

  const botoes = (op: TOperacao) =>
    acoes && (
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={t('operacoes.registrarProgresso')}>
          <IconButton
            size="small"
            aria-label={t('operacoes.registrarDe', { operacao: op.tipo.nome, tag })}
            onClick={() => acoes.registrar(op)}
          >
            <DoneIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('operacoes.editarPlano')}>
          <IconButton
            size="small"
            aria-label={t('operacoes.editarDe', { operacao: op.tipo.nome, tag })}
            onClick={() => acoes.planejar(op)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('operacoes.excluir')}>
          <IconButton
            size="small"
            aria-label={t('operacoes.excluirDe', { operacao: op.tipo.nome, tag })}
            onClick={() => acoes.excluir(op)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    );

  if (phone)
    return (
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
        aria-label={t('operacoes.de', { tag })}
      >
        {operacoes.map((op) => (
          <Box
            component="li"
            key={op.id}
            data-testid="operacao"
            sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}
          >
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{op.tipo.nome}</Typography>
              <SituacaoChip situacao={op.situacao} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {op.centro?.nome ?? t('operacoes.semCentro')}
            </Typography>
            <Typography variant="body2">
              {t('operacoes.previsto', {
                periodo: periodo(op.inicioPrevisto, op.fimPrevisto),
                horas: horas(op.horasPrevistas),
              })}
            </Typography>
            {(op.inicioReal || op.horasReais !== null) && (
              <Typography variant="body2">
                {t('operacoes.real', {
                  periodo: periodo(op.inicioReal, op.fimReal),
                  horas: op.horasReais === null ? '—' : horas(op.horasReais),
                })}
              </Typography>
            )}
            {botoes(op)}
          </Box>
        ))}
      </Stack>
    );

  return (
    <TableContainer>
      <Table size="small" aria-label={t('operacoes.de', { tag })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('campos.operacao')}</TableCell>
            <TableCell>{t('campos.centro')}</TableCell>
            <TableCell>{t('campos.previsto')}</TableCell>
            <TableCell align="right">{t('campos.horasPrevistas')}</TableCell>
            <TableCell>{t('campos.realizado')}</TableCell>
            <TableCell align="right">{t('campos.horasReais')}</TableCell>
            <TableCell>{t('campos.situacao')}</TableCell>
            {acoes && <TableCell align="right">{t('campos.acoes')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {operacoes.map((op) => (
            <TableRow key={op.id} data-testid="operacao">
              <TableCell>{op.tipo.nome}</TableCell>
              <TableCell>{op.centro?.nome ?? t('operacoes.semCentro')}</TableCell>
              <TableCell>{periodo(op.inicioPrevisto, op.fimPrevisto)}</TableCell>
              <TableCell align="right">{horas(op.horasPrevistas)}</TableCell>
              <TableCell>{periodo(op.inicioReal, op.fimReal)}</TableCell>
              <TableCell align="right">{op.horasReais === null ? '—' : horas(op.horasReais)}</TableCell>
              <TableCell>
                <SituacaoChip situacao={op.situacao} />
              </TableCell>
              {acoes && <TableCell align="right">{botoes(op)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
