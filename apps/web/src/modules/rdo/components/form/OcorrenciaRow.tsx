import { Box, MenuItem, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OCORRENCIA_TIPOS, OCORRENCIA_TIPO_LABEL } from '@portal/domain';
import type { RdoFormValues } from './rdo-form.types';
import { RowCard } from './RowCard';
import { useFieldError } from './use-field-error';

/** An occurrence: its type (the Livro de Ordem's items) and what happened. */
export function OcorrenciaRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('rdoEdicao');
  const { control, register } = useFormContext<RdoFormValues>();
  const base = `conteudo.ocorrencias.${index}` as const;
  const err = useFieldError(base);
  return (
    <RowCard removeLabel={t('ocorrencias.remover', { linha: index + 1 })} onRemove={onRemove}>
      <Box sx={{ flex: 1, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
        <Controller
          name={`${base}.tipo`}
          control={control}
          render={({ field }) => (
            <TextField
              select
              label={t('ocorrencias.tipo')}
              required
              size="small"
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              {...err(`${base}.tipo`)}
            >
              {OCORRENCIA_TIPOS.map((tipo) => (
                <MenuItem key={tipo} value={tipo}>
                  {OCORRENCIA_TIPO_LABEL[tipo]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label={t('ocorrencias.descricao')}
          required
          size="small"
          multiline
          minRows={2}
          {...register(`${base}.descricao`)}
          {...err(`${base}.descricao`)}
        />
      </Box>
    </RowCard>
  );
}
