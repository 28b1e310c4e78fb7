import { Box, TextField, Typography } from '@mui/material';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  totalItem,
  ZContratoItemInput,
  ZPrecoUnitario,
  ZQuantidadeItem,
  type TContrato,
  type TContratoItem,
  type TContratoItemInput,
} from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { MoneyField } from '../../../../components/MoneyField';
import { useSalvarItem } from '../../contratos.queries';
import { QuantidadeField } from '../form/QuantidadeField';

const FIELDS = ['descricao', 'unidade', 'quantidade', 'precoUnitario'] as const;

/** Quantity × unit price as the contract will total it (exact cents), once both are valid. */
function TotalPrevisto({ quantidade, preco }: { quantidade: unknown; preco: unknown }) {
  const { t } = useTranslation('contratos');
  const q = ZQuantidadeItem.safeParse(quantidade);
  const p = ZPrecoUnitario.safeParse(preco);
  if (!q.success || !p.success) return null;
  return (
    <Typography sx={{ fontWeight: 500 }} data-testid="item-total-previsto">
      {t('itens.totalPrevisto', { total: formatMoney(totalItem(q.data, p.data)) })}
    </Typography>
  );
}

/** Adds an item to the contract (no `item`) or changes one: description, unit, quantity and unit price. */
export function ItemFormDialog({
  contrato,
  item,
  onClose,
}: {
  contrato: TContrato;
  item?: TContratoItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('contratos');
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSalvarItem(contrato.id);
  return (
    <FormDialog
      open
      title={item ? t('itens.editarTitulo') : t('itens.novoTitulo', { codigo: contrato.codigo })}
      schema={ZContratoItemInput}
      defaultValues={
        item
          ? {
              descricao: item.descricao,
              unidade: item.unidade,
              quantidade: item.quantidade,
              precoUnitario: item.precoUnitario,
            }
          : { descricao: '', unidade: '' }
      }
      fields={FIELDS}
      submitLabel={t('itens.salvar')}
      onClose={onClose}
      onSubmit={async (input) => {
        await salvar.mutateAsync({ itemId: item?.id, input: { ...input, versao: contrato.versao } });
        enqueueSnackbar(t('itens.salvo'), { variant: 'success' });
        onClose();
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <TextField
            label={t('itens.descricao')}
            required
            autoFocus
            multiline
            {...register('descricao')}
            error={!!errors.descricao}
            helperText={errors.descricao?.message}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1.3fr 1.6fr' } }}>
            <TextField
              label={t('itens.unidade')}
              required
              {...register('unidade')}
              error={!!errors.unidade}
              helperText={errors.unidade?.message}
            />
            <Controller
              name="quantidade"
              control={control}
              render={({ field }) => (
                <QuantidadeField
                  label={t('itens.quantidade')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={!!errors.quantidade}
                  helperText={errors.quantidade?.message}
                />
              )}
            />
            <Controller
              name="precoUnitario"
              control={control}
              render={({ field }) => (
                <MoneyField
                  label={t('itens.precoUnitario')}
                  value={field.value}
                  onChange={field.onChange}
                  error={!!errors.precoUnitario}
                  helperText={errors.precoUnitario?.message}
                />
              )}
            />
          </Box>
          <Total control={control} />
        </>
      )}
    </FormDialog>
  );
}

/** The item's total, following what is typed. */
function Total({ control }: { control: Control<TContratoItemInput, unknown, TContratoItemInput> }) {
  const [quantidade, preco] = useWatch({ control, name: ['quantidade', 'precoUnitario'] });
  return <TotalPrevisto quantidade={quantidade} preco={preco} />;
}
