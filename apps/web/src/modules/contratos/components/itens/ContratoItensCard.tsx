import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
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
import EditIcon from '@mui/icons-material/Edit';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney, somaValores, type TContrato, type TContratoItem } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { useExcluirItem } from '../../contratos.queries';
import { ItemFormDialog } from './ItemFormDialog';
import { VISUALLY_HIDDEN } from '../../../../components/visually-hidden';

type Dialogo = { item?: TContratoItem } | null;

/** Edit and delete of one item, for whoever may change the items. */
function ItemAcoes({
  item,
  onEditar,
  onExcluir,
}: {
  item: TContratoItem;
  onEditar: (item: TContratoItem) => void;
  onExcluir: (item: TContratoItem) => void;
}) {
  const { t } = useTranslation('contratos');
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={t('itens.editar')}>
        <IconButton size="small" aria-label={t('itens.editar')} onClick={() => onEditar(item)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('itens.excluir')}>
        <IconButton size="small" aria-label={t('itens.excluir')} onClick={() => onExcluir(item)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/**
 * The contract's items (description, unit, quantity, unit price, total, the amendment that added it) and their sum;
 * adding, changing or deleting one where this user may. Outside Revisão a change returns the contract to Revisão, so
 * it is confirmed first. Cards on a phone.
 */
export function ContratoItensCard({ contrato }: { contrato: TContrato }) {
  const { t } = useTranslation('contratos');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const excluir = useExcluirItem(contrato.id);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const podeEditar = contrato.acoes.editarItens;
  const foraDaRevisao = contrato.status !== 'Revisão';
  const total = somaValores(contrato.itens.map((i) => i.total));

  /** Outside Revisão, the person agrees first that the contract goes back to Revisão. */
  const aceitaVoltar = async () => !foraDaRevisao || (await confirm(t('itens.devolveRevisao')));

  const abrir = async (item?: TContratoItem) => {
    if (await aceitaVoltar()) setDialogo({ item });
  };

  const onExcluir = async (item: TContratoItem) => {
    const texto = t('itens.excluirTexto', { descricao: item.descricao });
    const mensagem = foraDaRevisao ? `${texto} ${t('itens.devolveRevisao')}` : texto;
    if (!(await confirm(mensagem, t('itens.excluirTitulo')))) return;
    try {
      await excluir.mutateAsync({ itemId: item.id, versao: contrato.versao });
      enqueueSnackbar(t('itens.excluido'), { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' });
    }
  };

  const acoes = (item: TContratoItem) =>
    podeEditar && (
      <ItemAcoes item={item} onEditar={(i) => void abrir(i)} onExcluir={(i) => void onExcluir(i)} />
    );

  return (
    <SectionCard
      id="contrato-itens"
      title={t('itens.titulo')}
      aside={
        podeEditar && (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => void abrir()}>
            {t('itens.adicionar')}
          </Button>
        )
      }
    >
      {contrato.itens.length === 0 ? (
        <Typography color="text.secondary">{t('itens.nenhum')}</Typography>
      ) : phone ? (
        <Stack
          spacing={1}
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('itens.titulo')}
        >
          {contrato.itens.map((item) => (
            <Card variant="outlined" component="li" key={item.id}>
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.descricao}</Typography>
                  {acoes(item)}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('itens.cartao', {
                    quantidade: formatDecimal(item.quantidade, 3),
                    unidade: item.unidade,
                    preco: formatMoney(item.precoUnitario),
                  })}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatMoney(item.total)}
                </Typography>
                {item.aditivo !== null && (
                  <Typography variant="caption" color="text.secondary">
                    {t('itens.doAditivo', { numero: item.aditivo })}
                  </Typography>
                )}
              </CardContent>
            </Card>
          ))}
          <Stack direction="row" sx={{ justifyContent: 'space-between', px: 1.5 }} component="li">
            <Typography sx={{ fontWeight: 600 }}>{t('itens.totalGeral')}</Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="itens-total">
              {formatMoney(total)}
            </Typography>
          </Stack>
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('itens.titulo')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('itens.descricao')}</TableCell>
                <TableCell>{t('itens.unidade')}</TableCell>
                <TableCell align="right">{t('itens.quantidade')}</TableCell>
                <TableCell align="right">{t('itens.precoUnitario')}</TableCell>
                <TableCell align="right">{t('itens.total')}</TableCell>
                <TableCell>{t('itens.aditivo')}</TableCell>
                {podeEditar && (
                  <TableCell align="right">
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {t('itens.acoes')}
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {contrato.itens.map((item) => (
                <TableRow key={item.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.descricao}</TableCell>
                  <TableCell>{item.unidade}</TableCell>
                  <TableCell align="right">{formatDecimal(item.quantidade, 3)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(item.precoUnitario)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(item.total)}
                  </TableCell>
                  <TableCell>
                    {item.aditivo !== null && t('itens.aditivoNumero', { numero: item.aditivo })}
                  </TableCell>
                  {podeEditar && <TableCell align="right">{acoes(item)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={4} sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {t('itens.totalGeral')}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap' }}
                  data-testid="itens-total"
                >
                  {formatMoney(total)}
                </TableCell>
                <TableCell colSpan={podeEditar ? 2 : 1} />
              </TableRow>
            </TableFooter>
          </Table>
        </Box>
      )}
      {dialogo && <ItemFormDialog contrato={contrato} item={dialogo.item} onClose={() => setDialogo(null)} />}
    </SectionCard>
  );
}
