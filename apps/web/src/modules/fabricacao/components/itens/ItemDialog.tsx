import { Box, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZItemInput, type TItem } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useAtualizarItem, useCriarItem } from '../../fabricacao.queries';
import { numeroCampo } from '../formatos';

const FIELDS = ['tag', 'descricao', 'quantidade', 'pesoUnitarioKg'] as const;

/**
 * A new item of the fabrication, or a change to one: tag (once per fabrication), description, quantity and the
 * weight of one unit in kg, typed as in Brazil (`1.250,5`). A change sends the version it read (`onConflito` when
 * someone else changed it first).
 */
export function ItemDialog({
  obraId,
  item,
  onClose,
  onConflito,
}: {
  obraId: string;
  item?: TItem;
  onClose: () => void;
  onConflito: (e: unknown) => boolean;
}) {
  const { t } = useTranslation('fabricacao');
  const { enqueueSnackbar } = useSnackbar();
  const criar = useCriarItem(obraId);
  const atualizar = useAtualizarItem(obraId);
  return (
    <FormDialog
      open
      title={item ? t('itens.editarTitulo', { tag: item.tag }) : t('itens.novoTitulo')}
      schema={ZItemInput}
      defaultValues={{
        tag: item?.tag ?? '',
        descricao: item?.descricao ?? '',
        quantidade: item ? numeroCampo(item.quantidade) : '',
        pesoUnitarioKg: item ? numeroCampo(item.pesoUnitarioKg) : '',
      }}
      fields={FIELDS}
      submitLabel={item ? t('salvar') : t('itens.adicionar')}
      onClose={onClose}
      onSubmit={async (values) => {
        try {
          if (item)
            await atualizar.mutateAsync({ itemId: item.id, body: { ...values, versao: item.versao } });
          else await criar.mutateAsync(values);
        } catch (e) {
          if (onConflito(e)) return onClose();
          throw e;
        }
        enqueueSnackbar(
          item ? t('itens.salvo', { tag: values.tag }) : t('itens.adicionado', { tag: values.tag }),
          {
            variant: 'success',
          },
        );
        onClose();
      }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
            <TextField
              label={t('campos.tag')}
              required
              {...register('tag')}
              error={!!errors.tag}
              helperText={errors.tag?.message}
            />
            <TextField
              label={t('campos.descricao')}
              required
              {...register('descricao')}
              error={!!errors.descricao}
              helperText={errors.descricao?.message}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={t('campos.quantidade')}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...register('quantidade')}
              error={!!errors.quantidade}
              helperText={errors.quantidade?.message}
            />
            <TextField
              label={t('campos.pesoUnitario')}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...register('pesoUnitarioKg')}
              error={!!errors.pesoUnitarioKg}
              helperText={errors.pesoUnitarioKg?.message ?? t('itens.pesoAjuda')}
            />
          </Box>
        </>
      )}
    </FormDialog>
  );
}
