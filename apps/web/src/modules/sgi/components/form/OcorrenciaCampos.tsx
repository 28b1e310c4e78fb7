import { Box, MenuItem, TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  SGI_CATEGORIAS,
  SGI_CATEGORIA_LABEL,
  SGI_ORIGENS,
  SGI_ORIGEM_LABEL,
  SGI_TIPOS,
  SGI_TIPO_LABEL,
  type TOcorrenciaEdicao,
  type TSgiOrigem,
  type ZOcorrenciaEdicao,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { ObraSelect } from '../../../obras/components/ObraSelect';

export type OcorrenciaForm = UseFormReturn<TOcorrenciaEdicao, unknown, z.output<typeof ZOcorrenciaEdicao>>;

/** The fields the API takes for an occurrence (the new one's and an edit's). */
export const CAMPOS_OCORRENCIA = [
  'categoria',
  'tipo',
  'origem',
  'obraId',
  'titulo',
  'descricao',
  'local',
  'dataOcorrencia',
] as const;

/** Origins that come with the record they came from (an RDO, a checklist): not chosen by hand. */
const COM_REGISTRO: readonly TSgiOrigem[] = ['rdo', 'checklist'];

/**
 * An occurrence's fields: category, type and origin, obra, title, what was seen, where and when. An origin that came
 * with its record (the RDO, the checklist) stays as it came.
 */
export function OcorrenciaCampos({ form, origemFixa }: { form: OcorrenciaForm; origemFixa: boolean }) {
  const { t } = useTranslation('sgi');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const err = (name: (typeof CAMPOS_OCORRENCIA)[number]) => ({
    error: !!errors[name],
    helperText: errors[name]?.message,
  });
  const origens = SGI_ORIGENS.filter((o) => origemFixa || !COM_REGISTRO.includes(o));
  const grid = (columns: object) => ({ display: 'grid', gap: 2, gridTemplateColumns: columns });
  const select = <K extends 'categoria' | 'tipo' | 'origem'>(
    name: K,
    options: readonly string[],
    labels: Record<string, string>,
    disabled = false,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          select
          required
          disabled={disabled}
          label={t(`campos.${name}`)}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          {...err(name)}
        >
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {labels[o]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <>
      <Box sx={grid({ xs: '1fr', sm: '1fr 1fr 1fr' })}>
        {select('categoria', SGI_CATEGORIAS, SGI_CATEGORIA_LABEL)}
        {select('tipo', SGI_TIPOS, SGI_TIPO_LABEL)}
        {select('origem', origens, SGI_ORIGEM_LABEL, origemFixa)}
      </Box>
      <Controller
        name="obraId"
        control={control}
        render={({ field, fieldState }) => (
          <ObraSelect
            label={t('campos.obra')}
            value={field.value}
            onChange={(id) => field.onChange(id ?? null)}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? t('form.obraAjuda')}
          />
        )}
      />
      <TextField label={t('campos.titulo')} required {...register('titulo')} {...err('titulo')} />
      <TextField
        label={t('campos.descricao')}
        required
        multiline
        minRows={4}
        {...register('descricao')}
        error={!!errors.descricao}
        helperText={errors.descricao?.message ?? t('form.descricaoAjuda')}
      />
      <Box sx={grid({ xs: '1fr', sm: '2fr 1fr' })}>
        <TextField label={t('campos.local')} {...register('local')} {...err('local')} />
        <Controller
          name="dataOcorrencia"
          control={control}
          render={({ field, fieldState }) => (
            <DateField
              label={t('campos.data')}
              required
              value={field.value}
              onChange={(v) => field.onChange(v ?? '')}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Box>
    </>
  );
}
