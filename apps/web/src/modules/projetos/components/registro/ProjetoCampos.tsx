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

/** A required choice among fixed options (value, label), with its field error. */
function Escolha({
  name,
  label,
  opcoes,
}: {
  name: 'disciplina' | 'categoria';
  label: string;
  opcoes: readonly (readonly [string, string])[];
}) {
  const { control } = useFormContext<Campos>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          label={label}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          sx={{ flex: 1 }}
        >
          {opcoes.map(([valor, rotulo]) => (
            <MenuItem key={valor} value={valor}>
              {rotulo}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

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
        <Escolha
          name="disciplina"
          label={t('campos.disciplina')}
          opcoes={PROJETO_DISCIPLINAS.map((d) => [d, PROJETO_DISCIPLINA_LABEL[d]] as const)}
        />
        <Escolha
          name="categoria"
          label={t('campos.categoria')}
          opcoes={categorias.map((c) => [c, PROJETO_CATEGORIA_LABEL[c]] as const)}
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
