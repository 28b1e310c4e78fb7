import { Box, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/DateField';
import type { ListaForm } from './lista-form';

/** Where SAP receives the list: plant, storage location, WBS element, the date the material is needed. */
export function ListaSapCampos({ form }: { form: ListaForm }) {
  const { t } = useTranslation('materiais');
  const errors = form.formState.errors.sap;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('form.sap')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
        {t('form.sapAjuda')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 2fr 2fr' } }}>
        <TextField
          label={t('campos.centro')}
          {...form.register('sap.centro')}
          error={!!errors?.centro}
          helperText={errors?.centro?.message}
          slotProps={{ htmlInput: { maxLength: 4 } }}
        />
        <TextField
          label={t('campos.deposito')}
          {...form.register('sap.deposito')}
          error={!!errors?.deposito}
          helperText={errors?.deposito?.message}
          slotProps={{ htmlInput: { maxLength: 4 } }}
        />
        <TextField
          label={t('campos.elementoPep')}
          {...form.register('sap.elementoPep')}
          error={!!errors?.elementoPep}
          helperText={errors?.elementoPep?.message}
          slotProps={{ htmlInput: { maxLength: 24 } }}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Controller
            control={form.control}
            name="sap.dataNecessidade"
            render={({ field, fieldState }) => (
              <DateField
                label={t('campos.dataNecessidade')}
                value={field.value}
                onChange={(v) => field.onChange(v ?? null)}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Box>
      </Box>
    </>
  );
}
