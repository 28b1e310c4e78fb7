import { Box, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  CUSTO_TIPOS,
  CUSTO_TIPO_LABEL,
  ZCustoInput,
  formatMoney,
  todayInSaoPaulo,
  type TChamado,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { MoneyField } from '../../../../components/MoneyField';
import { useAdicionarCusto } from '../../posvendas.queries';

const FIELDS = ['tipo', 'valor', 'descricao', 'data'] as const;

/** Registers a cost of the ticket: its kind, value in reais, what it was and when (the team only). */
export function CustoFormDialog({ chamado, onClose }: { chamado: TChamado; onClose: () => void }) {
  const { t } = useTranslation('posvendas');
  const { enqueueSnackbar } = useSnackbar();
  const adicionar = useAdicionarCusto(chamado);
  return (
    <FormDialog
      open
      title={t('custos.novoTitulo')}
      description={t('custos.novoDescricao')}
      schema={ZCustoInput}
      defaultValues={{ tipo: 'mao_de_obra', valor: '', descricao: '', data: todayInSaoPaulo() }}
      fields={FIELDS}
      submitLabel={t('custos.registrar')}
      onClose={onClose}
      onSubmit={async (custo) => {
        await adicionar.mutateAsync(custo);
        enqueueSnackbar(t('custos.registrado', { valor: formatMoney(custo.valor) }), { variant: 'success' });
        onClose();
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              name="tipo"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  required
                  label={t('custos.tipo')}
                  {...field}
                  error={!!errors.tipo}
                  helperText={errors.tipo?.message}
                >
                  {CUSTO_TIPOS.map((tipo) => (
                    <MenuItem key={tipo} value={tipo}>
                      {CUSTO_TIPO_LABEL[tipo]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="valor"
              control={control}
              render={({ field }) => (
                <MoneyField
                  label={t('custos.valor')}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={!!errors.valor}
                  helperText={errors.valor?.message}
                />
              )}
            />
          </Box>
          <TextField
            label={t('custos.descricao')}
            required
            {...register('descricao')}
            error={!!errors.descricao}
            helperText={errors.descricao?.message}
          />
          <Controller
            name="data"
            control={control}
            render={({ field }) => (
              <DateField
                label={t('custos.data')}
                required
                value={field.value}
                onChange={(v) => field.onChange(v ?? '')}
                error={!!errors.data}
                helperText={errors.data?.message}
              />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
