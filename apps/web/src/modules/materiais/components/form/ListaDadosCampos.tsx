import { Box, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DISCIPLINAS_MATERIAL, MATERIAIS_DISCIPLINAS } from '@portal/domain';
import type { ListaForm } from './lista-form';

/** Title and discipline; the project's name when the list is a project's. */
export function ListaDadosCampos({ form, autoFocus }: { form: ListaForm; autoFocus?: boolean }) {
  const { t } = useTranslation('materiais');
  const errors = form.formState.errors;
  const origem = form.watch('origem');
  return (
    <>
      <TextField
        label={t('campos.titulo')}
        autoFocus={autoFocus}
        required
        fullWidth
        {...form.register('titulo')}
        error={!!errors.titulo}
        helperText={errors.titulo?.message}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <Controller
          control={form.control}
          name="disciplina"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('campos.disciplina')}
              required
              {...field}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {DISCIPLINAS_MATERIAL.map((d) => (
                <MenuItem key={d} value={d}>
                  {MATERIAIS_DISCIPLINAS[d]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {origem === 'projeto' && (
          <TextField
            label={t('campos.projeto')}
            required
            {...form.register('projeto')}
            error={!!errors.projeto}
            helperText={errors.projeto?.message}
          />
        )}
      </Box>
    </>
  );
}
