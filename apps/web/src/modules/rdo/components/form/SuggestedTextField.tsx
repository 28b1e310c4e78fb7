import { Autocomplete, TextField } from '@mui/material';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import type { RdoFormValues } from './rdo-form.types';
import { useFieldError } from './use-field-error';

type TextPath = Extract<FieldPath<RdoFormValues>, `conteudo.maoDeObra.${number}.${'funcao' | 'empresa'}`>;

/** A text field that suggests the usual values (functions, contractors) but takes whatever is typed. */
export function SuggestedTextField({
  name,
  label,
  options,
  required = false,
}: {
  name: TextPath;
  label: string;
  options: readonly string[];
  required?: boolean;
}) {
  const { control } = useFormContext<RdoFormValues>();
  const err = useFieldError(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Autocomplete
          className="largo"
          freeSolo
          options={options}
          value={field.value}
          inputValue={field.value}
          onInputChange={(_, value) => field.onChange(value)}
          onChange={(_, value) => field.onChange(value ?? '')}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={label}
              required={required}
              size="small"
              {...err(name)}
            />
          )}
        />
      )}
    />
  );
}
