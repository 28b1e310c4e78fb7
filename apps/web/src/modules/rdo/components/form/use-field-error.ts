import { get, useFormState, type FieldError, type FieldPath } from 'react-hook-form';
import type { RdoFormValues } from './rdo-form.types';

/**
 * `error` / `helperText` props for a field of the RDO form, re-rendering only when the errors under `scope` change
 * (a row or a section, not the whole report).
 */
export function useFieldError(scope: FieldPath<RdoFormValues>) {
  const { errors } = useFormState<RdoFormValues>({ name: scope });
  return (name: FieldPath<RdoFormValues>, hint?: string) => {
    const error = get(errors, name) as FieldError | undefined;
    return { error: !!error, helperText: error?.message ?? hint };
  };
}
