import { get, useFormState, type FieldError, type FieldPath } from 'react-hook-form';
import type { DiarioFormValues } from './diario-form';

/** `error` / `helperText` props for fields of the log's form, re-rendering only when the errors under `scope` change. */
export function useErro(scope: FieldPath<DiarioFormValues>) {
  const { errors } = useFormState<DiarioFormValues>({ name: scope });
  return (name: FieldPath<DiarioFormValues>, hint?: string) => {
    const error = get(errors, name) as FieldError | undefined;
    return { error: !!error, helperText: error?.message ?? hint };
  };
}
