import type { ReactNode } from 'react';
import { Box, TextField } from '@mui/material';
import { Controller, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCentro } from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { CentroSelect } from './CentroSelect';

/** The fields an operation's dialogs share (new, plan, progress), each drawn from the dialog's own form. */
type Campo<T extends FieldValues, O extends FieldValues> = { control: Control<T, unknown, O>; name: Path<T> };

/** Two fields a row on a tablet, one on a phone. */
export function OperacaoGrade({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}

/** A planned or actual date (`campos.<name>` is its label). */
export function DataCampo<T extends FieldValues, O extends FieldValues>({ control, name }: Campo<T, O>) {
  const { t } = useTranslation('fabricacao');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateField
          label={t(`campos.${name}`)}
          value={field.value}
          onChange={field.onChange}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Hours typed as the portal shows them ('12,5'); `vazioNulo` sends an empty field as null (clears it). */
export function HorasCampo<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  required,
  vazioNulo,
}: Campo<T, O> & { required?: boolean; vazioNulo?: boolean }) {
  const { t } = useTranslation('fabricacao');
  const { error } = control.getFieldState(name, useFormState({ control, name }));
  return (
    <TextField
      label={t(`campos.${name}`)}
      required={required}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      {...control.register(
        name,
        vazioNulo ? { setValueAs: (v: unknown) => (v === '' ? null : v) } : undefined,
      )}
      error={!!error}
      helperText={error?.message}
    />
  );
}

/** The work centre (the active ones, and the one the operation has). */
export function CentroCampo<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  centros,
}: Campo<T, O> & { centros: TCentro[] }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <CentroSelect
          centros={centros}
          value={field.value}
          onChange={field.onChange}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A free remark on the operation. */
export function ObservacaoCampo<T extends FieldValues, O extends FieldValues>({
  control,
  name,
}: Campo<T, O>) {
  const { t } = useTranslation('fabricacao');
  const { error } = control.getFieldState(name, useFormState({ control, name }));
  return (
    <TextField
      label={t('campos.observacao')}
      multiline
      minRows={2}
      {...control.register(name)}
      error={!!error}
      helperText={error?.message}
    />
  );
}
