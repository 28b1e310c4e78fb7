import { useMemo } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatDate, todayInSaoPaulo, ZAditivoInput, type TContrato } from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { MoneyField } from '../../../../components/MoneyField';
import { useCriarAditivo } from '../../contratos.queries';
import { QuantidadeField } from '../form/QuantidadeField';
import { NovosItensCampos } from './NovosItensCampos';

const FIELDS = ['data', 'descricao', 'novoFim'] as const;

/**
 * Registers an amendment of an approved contract: its date and reason, a new end date, new quantities or prices of
 * the contract's items (the form starts with today's; only the rows changed are sent) and new items. The contract
 * goes back to Revisão and through approval again.
 */
export function AditivoFormDialog({ contrato, onClose }: { contrato: TContrato; onClose: () => void }) {
  const { t } = useTranslation('contratos');
  const { enqueueSnackbar } = useSnackbar();
  const criar = useCriarAditivo(contrato.id);
  const mudou = useMemo(() => {
    const itens = new Map(contrato.itens.map((i) => [i.id, i]));
    return (a: { itemId: string; quantidade: number; precoUnitario: string }) => {
      const item = itens.get(a.itemId);
      return (
        !item || item.quantidade !== a.quantidade || Number(item.precoUnitario) !== Number(a.precoUnitario)
      );
    };
  }, [contrato.itens]);
  // The rows start as the items are: an amendment must change at least one of them, the end date, or add an item.
  const schema = useMemo(
    () =>
      ZAditivoInput.superRefine((a, ctx) => {
        if (!a.novoFim && a.novosItens.length === 0 && !a.alteracoes.some(mudou))
          ctx.addIssue({ code: 'custom', path: ['descricao'], message: t('aditivos.nadaMuda') });
      }),
    [mudou, t],
  );
  return (
    <FormDialog
      open
      maxWidth="md"
      title={t('aditivos.novoTitulo', { codigo: contrato.codigo })}
      description={t('aditivos.novoDescricao')}
      schema={schema}
      defaultValues={{
        data: todayInSaoPaulo(),
        descricao: '',
        novoFim: null,
        alteracoes: contrato.itens.map((i) => ({
          itemId: i.id,
          quantidade: i.quantidade,
          precoUnitario: i.precoUnitario,
        })),
        novosItens: [],
      }}
      fields={FIELDS}
      submitLabel={t('aditivos.registrar')}
      onClose={onClose}
      onSubmit={async (input) => {
        await criar.mutateAsync({
          ...input,
          novoFim: input.novoFim || null,
          alteracoes: input.alteracoes.filter(mudou),
          versao: contrato.versao,
        });
        enqueueSnackbar(t('aditivos.registrado', { codigo: contrato.codigo }), { variant: 'success' });
        onClose();
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              name="data"
              control={control}
              render={({ field }) => (
                <DateField
                  label={t('aditivos.data')}
                  required
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={!!errors.data}
                  helperText={errors.data?.message}
                />
              )}
            />
            <Controller
              name="novoFim"
              control={control}
              render={({ field }) => (
                <DateField
                  label={t('aditivos.novoFim')}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? null)}
                  error={!!errors.novoFim}
                  helperText={
                    errors.novoFim?.message ?? t('aditivos.novoFimAjuda', { fim: formatDate(contrato.fim) })
                  }
                />
              )}
            />
          </Box>
          <TextField
            label={t('aditivos.descricao')}
            required
            multiline
            minRows={2}
            {...register('descricao')}
            error={!!errors.descricao}
            helperText={errors.descricao?.message}
          />
          {contrato.itens.length > 0 && (
            <Box component="section" aria-labelledby="aditivo-itens">
              <Typography variant="subtitle1" component="h3" id="aditivo-itens" sx={{ fontWeight: 600 }}>
                {t('aditivos.itensExistentes')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {t('aditivos.itensExistentesAjuda')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                {contrato.itens.map((item, i) => (
                  <Box
                    key={item.id}
                    role="group"
                    aria-label={item.descricao}
                    sx={{
                      display: 'grid',
                      gap: 1.5,
                      alignItems: 'center',
                      gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1.2fr' },
                    }}
                  >
                    <Typography
                      variant="body2"
                      sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, overflowWrap: 'anywhere' }}
                    >
                      {item.descricao} ({item.unidade})
                    </Typography>
                    <Controller
                      name={`alteracoes.${i}.quantidade`}
                      control={control}
                      render={({ field }) => (
                        <QuantidadeField
                          label={t('aditivos.quantidade')}
                          inputLabel={t('aditivos.novaQuantidade', { item: item.descricao })}
                          size="small"
                          value={field.value}
                          onChange={field.onChange}
                          error={!!errors.alteracoes?.[i]?.quantidade}
                          helperText={errors.alteracoes?.[i]?.quantidade?.message}
                        />
                      )}
                    />
                    <Controller
                      name={`alteracoes.${i}.precoUnitario`}
                      control={control}
                      render={({ field }) => (
                        <MoneyField
                          label={t('aditivos.preco')}
                          value={field.value}
                          onChange={field.onChange}
                          error={!!errors.alteracoes?.[i]?.precoUnitario}
                          helperText={errors.alteracoes?.[i]?.precoUnitario?.message}
                        />
                      )}
                    />
                  </Box>
                ))}
              </Box>
            </Box>
          )}
          <NovosItensCampos control={control} register={register} errors={errors} />
        </>
      )}
    </FormDialog>
  );
}
