import { Box, Stack, TextField } from '@mui/material';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TProdutoInput } from '@portal/domain';
import { FamiliaCampo } from './FamiliaCampo';

type Campos = Pick<TProdutoInput, 'codigo' | 'nome' | 'familia' | 'descricao'>;

/** The fields a product's form sends (react-hook-form's FormProvider). */
export const PRODUTO_CAMPOS = ['codigo', 'nome', 'familia', 'descricao'] as const;

/**
 * Code and family side by side, then name and description: the new product's and the edit's fields, inside a
 * FormProvider. `codigoAjuda` is the code's hint while it has no error.
 */
export function ProdutoCampos({ codigoAjuda }: { codigoAjuda?: string }) {
  const { t } = useTranslation('produtos');
  const { register, control } = useFormContext<Campos>();
  const { errors } = useFormState({ control });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('campos.codigo')}
          required
          {...register('codigo')}
          error={!!errors.codigo}
          helperText={errors.codigo?.message ?? codigoAjuda}
          sx={{ flex: 1 }}
        />
        <Controller
          control={control}
          name="familia"
          render={({ field, fieldState }) => (
            <Box sx={{ flex: 1 }}>
              <FamiliaCampo
                value={field.value ?? ''}
                onChange={field.onChange}
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            </Box>
          )}
        />
      </Stack>
      <TextField
        label={t('campos.nome')}
        required
        {...register('nome')}
        error={!!errors.nome}
        helperText={errors.nome?.message}
      />
      <TextField
        label={t('campos.descricao')}
        {...register('descricao')}
        error={!!errors.descricao}
        helperText={errors.descricao?.message}
        multiline
        minRows={3}
      />
    </Stack>
  );
}
