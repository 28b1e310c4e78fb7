import { useState } from 'react';
import { Box, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatDate, todayInSaoPaulo, ZEndossoInput, type TApolice } from '@portal/domain';
import { DateField } from '../../../components/DateField';
import { FormDialog } from '../../../components/FormDialog';
import { MoneyField } from '../../../components/MoneyField';
import { useEndossar } from '../seguros.queries';
import { CoberturasCampos } from './CoberturasCampos';

const FIELDS = [
  'numero',
  'dataEmissao',
  'descricao',
  'novoFimVigencia',
  'novaImportanciaSegurada',
  'coberturas',
  'premioAdicional',
] as const;

/** The next endorsement's number: one more than the highest numbered so far (numbers may have gaps). */
function proximoNumero(apolice: TApolice): string {
  const numeros = apolice.historicoEndossos.map((e) => Number(e.numero)).filter(Number.isInteger);
  return String(Math.max(0, ...numeros) + 1);
}

/**
 * Registers an endorsement: its number, date and what it changes — the end of the term, the sum insured, the covers
 * (the whole new list, starting from today's) and the premium charged. Only what is filled changes.
 */
export function EndossoFormDialog({ apolice, onClose }: { apolice: TApolice; onClose: () => void }) {
  const { t } = useTranslation('seguros');
  const { enqueueSnackbar } = useSnackbar();
  const endossar = useEndossar(apolice.id);
  const [trocaCoberturas, setTrocaCoberturas] = useState(false);
  return (
    <FormDialog
      open
      maxWidth="md"
      title={t('endosso.novoTitulo', { numero: apolice.numero })}
      description={t('endosso.descricaoDialogo', { fim: formatDate(apolice.fimVigencia) })}
      schema={ZEndossoInput}
      defaultValues={{ numero: proximoNumero(apolice), dataEmissao: todayInSaoPaulo(), descricao: '' }}
      fields={FIELDS}
      submitLabel={t('endosso.registrar')}
      onClose={onClose}
      onSubmit={async (input) => {
        await endossar.mutateAsync({ ...input, coberturas: trocaCoberturas ? input.coberturas : undefined });
        enqueueSnackbar(t('endosso.registrado', { numero: input.numero }), { variant: 'success' });
        onClose();
      }}
    >
      {({ register, control, setValue, formState: { errors } }) => {
        const err = (name: (typeof FIELDS)[number]) => ({
          error: !!errors[name],
          helperText: errors[name]?.message,
        });
        return (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField label={t('endosso.numero')} required {...register('numero')} {...err('numero')} />
              <Controller
                name="dataEmissao"
                control={control}
                render={({ field }) => (
                  <DateField
                    label={t('endosso.dataEmissao')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    {...err('dataEmissao')}
                  />
                )}
              />
            </Box>
            <TextField
              label={t('endosso.descricao')}
              required
              multiline
              minRows={2}
              {...register('descricao')}
              {...err('descricao')}
            />
            <Typography variant="subtitle2" component="h3">
              {t('endosso.oQueMuda')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              <Controller
                name="novoFimVigencia"
                control={control}
                render={({ field }) => (
                  <DateField
                    label={t('endosso.novoFim')}
                    value={field.value}
                    onChange={field.onChange}
                    {...err('novoFimVigencia')}
                  />
                )}
              />
              <Controller
                name="novaImportanciaSegurada"
                control={control}
                render={({ field }) => (
                  <MoneyField
                    label={t('endosso.novaImportancia')}
                    value={field.value}
                    onChange={field.onChange}
                    {...err('novaImportanciaSegurada')}
                  />
                )}
              />
              <Controller
                name="premioAdicional"
                control={control}
                render={({ field }) => (
                  <MoneyField
                    label={t('endosso.premioAdicional')}
                    negative
                    value={field.value}
                    onChange={field.onChange}
                    {...err('premioAdicional')}
                  />
                )}
              />
            </Box>
            <FormControlLabel
              control={
                <Switch
                  checked={trocaCoberturas}
                  onChange={(e) => {
                    setTrocaCoberturas(e.target.checked);
                    setValue('coberturas', e.target.checked ? apolice.coberturas : undefined);
                  }}
                />
              }
              label={t('endosso.alterarCoberturas')}
            />
            {trocaCoberturas && <CoberturasCampos control={control} register={register} errors={errors} />}
          </Stack>
        );
      }}
    </FormDialog>
  );
}
