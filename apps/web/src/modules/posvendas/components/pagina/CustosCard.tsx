import { useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { CUSTO_TIPO_LABEL, formatDate, formatMoney, type TChamado, type TCusto } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { useRemoverCusto } from '../../posvendas.queries';
import { CustoFormDialog } from './CustoFormDialog';

/**
 * What the ticket cost (the team only: a client never receives it): each cost's kind, value, description and date,
 * and the total; who may edit the ticket adds and removes costs.
 */
export function CustosCard({ chamado, custos }: { chamado: TChamado; custos: TCusto[] }) {
  const { t } = useTranslation('posvendas');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [novo, setNovo] = useState(false);
  const remover = useRemoverCusto(chamado);
  const podeEditar = chamado.acoes.custos;

  const excluir = async (custo: TCusto) => {
    const valor = formatMoney(custo.valor);
    if (
      !(await confirm(
        t('custos.excluirTexto', { valor, descricao: custo.descricao }),
        t('custos.excluirTitulo'),
      ))
    )
      return;
    try {
      await remover.mutateAsync(custo.id);
      enqueueSnackbar(t('custos.excluido', { valor }), { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' });
    }
  };

  const botaoExcluir = (custo: TCusto) =>
    podeEditar && (
      <Tooltip title={t('custos.excluir', { descricao: custo.descricao })}>
        <IconButton
          size="small"
          aria-label={t('custos.excluir', { descricao: custo.descricao })}
          onClick={() => void excluir(custo)}
          disabled={remover.isPending}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );

  return (
    <SectionCard
      id="chamado-custos"
      title={t('custos.titulo')}
      aside={
        podeEditar && (
          <Button startIcon={<AddIcon />} onClick={() => setNovo(true)}>
            {t('custos.novo')}
          </Button>
        )
      }
    >
      {custos.length === 0 ? (
        <Typography color="text.secondary">{t('custos.nenhum')}</Typography>
      ) : phone ? (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('custos.titulo')}
        >
          {custos.map((c) => (
            <Box component="li" key={c.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{formatMoney(c.valor)}</Typography>
                <Typography variant="body2">{c.descricao}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {CUSTO_TIPO_LABEL[c.tipo]} · {formatDate(c.data)}
                </Typography>
              </Box>
              {botaoExcluir(c)}
            </Box>
          ))}
          <Typography sx={{ fontWeight: 600 }} data-testid="custos-total">
            {t('custos.totalDe', { total: formatMoney(chamado.custoTotal ?? '0') })}
          </Typography>
        </Stack>
      ) : (
        <Table size="small" aria-label={t('custos.titulo')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('custos.tipo')}</TableCell>
              <TableCell>{t('custos.descricao')}</TableCell>
              <TableCell>{t('custos.data')}</TableCell>
              <TableCell align="right">{t('custos.valor')}</TableCell>
              {podeEditar && <TableCell padding="checkbox" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {custos.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{CUSTO_TIPO_LABEL[c.tipo]}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.descricao}</TableCell>
                <TableCell>{formatDate(c.data)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(c.valor)}
                </TableCell>
                {podeEditar && <TableCell padding="checkbox">{botaoExcluir(c)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}>
                {t('custos.total')}
              </TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap', fontSize: '0.875rem' }}
                data-testid="custos-total"
              >
                {formatMoney(chamado.custoTotal ?? '0')}
              </TableCell>
              {podeEditar && <TableCell padding="checkbox" />}
            </TableRow>
          </TableFooter>
        </Table>
      )}
      {novo && <CustoFormDialog chamado={chamado} onClose={() => setNovo(false)} />}
    </SectionCard>
  );
}
