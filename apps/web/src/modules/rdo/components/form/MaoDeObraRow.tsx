import { Box, MenuItem, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAO_DE_OBRA_TIPOS, MAO_DE_OBRA_TIPO_LABEL } from '@portal/domain';
import type { RdoFormValues } from './rdo-form.types';
import { RowCard } from './RowCard';
import { SuggestedTextField } from './SuggestedTextField';
import { useFieldError } from './use-field-error';

/** A workforce line: function (common ones suggested, any text allowed), company, own/subcontracted, people, hours. */
export function MaoDeObraRow({
  index,
  funcoes,
  empresas,
  onRemove,
}: {
  index: number;
  funcoes: readonly string[];
  empresas: readonly string[];
  onRemove: () => void;
}) {
  const { t } = useTranslation('rdoEdicao');
  const { control, register } = useFormContext<RdoFormValues>();
  const base = `conteudo.maoDeObra.${index}` as const;
  const err = useFieldError(base);
  return (
    <RowCard removeLabel={t('maoDeObra.remover', { linha: index + 1 })} onRemove={onRemove}>
      <Box
        sx={{
          flex: 1,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 150px 100px 100px' },
          '& > .largo': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <SuggestedTextField
          name={`${base}.funcao`}
          label={t('maoDeObra.funcao')}
          options={funcoes}
          required
        />
        <SuggestedTextField name={`${base}.empresa`} label={t('maoDeObra.empresa')} options={empresas} />
        <Controller
          name={`${base}.tipo`}
          control={control}
          render={({ field }) => (
            <TextField
              select
              className="largo"
              label={t('maoDeObra.tipo')}
              size="small"
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
            >
              {MAO_DE_OBRA_TIPOS.map((tipo) => (
                <MenuItem key={tipo} value={tipo}>
                  {MAO_DE_OBRA_TIPO_LABEL[tipo]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label={t('maoDeObra.quantidade')}
          required
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          {...register(`${base}.quantidade`)}
          {...err(`${base}.quantidade`)}
        />
        <TextField
          label={t('maoDeObra.horas')}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          {...register(`${base}.horas`)}
          {...err(`${base}.horas`)}
        />
      </Box>
    </RowCard>
  );
}
