import { MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PROJETO_CATEGORIA_LABEL,
  PROJETO_DISCIPLINA_LABEL,
  PROJETO_DISCIPLINAS,
  type TProjetoCategoria,
  type TProjetoInput,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';

type Campos = Pick<TProjetoInput, 'titulo' | 'disciplina' | 'categoria' | 'descricao' | 'prazo'>;

/** The fields a document's forms send besides the obra and number (react-hook-form's FormProvider). */
export const PROJETO_CAMPOS = [
  'obraId',
  'numero',
  'titulo',
  'disciplina',
  'categoria',
  'descricao',
  'prazo',
] as const;

/** Title, discipline and category side by side, due date and description: the new document's and the edit's. */
export function ProjetoCampos({ categorias }: { categorias: readonly TProjetoCategoria[] }) {
  const { t } = useTranslation('projetos');
  const { register, control } = useFormContext<Campos>();
  const { errors } = useFormState({ control });
  return (
    <>
      <TextField
        label={t('campos.titulo')}
        required
        {...register('titulo')}
        error={!!errors.titulo}
        helperText={errors.titulo?.message}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="disciplina"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label={t('campos.disciplina')}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              sx={{ flex: 1 }}
            >
              {PROJETO_DISCIPLINAS.map((d) => (
                <MenuItem key={d} value={d}>
                  {PROJETO_DISCIPLINA_LABEL[d]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="categoria"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label={t('campos.categoria')}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              sx={{ flex: 1 }}
            >
              {categorias.map((c) => (
                <MenuItem key={c} value={c}>
                  {PROJETO_CATEGORIA_LABEL[c]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Controller
        control={control}
        name="prazo"
        render={({ field, fieldState }) => (
          <DateField
            label={t('campos.prazo')}
            value={field.value}
            onChange={(v) => field.onChange(v ?? null)}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label={t('campos.descricao')}
        {...register('descricao')}
        error={!!errors.descricao}
        helperText={errors.descricao?.message}
        multiline
        minRows={2}
      />
    </>
  );
}
