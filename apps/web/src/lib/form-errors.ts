import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the API's per-field messages (problem `errors`) on the form's fields.
 * @returns whether every error found a field (nothing left to show at the top).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known?: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  let all = true;
  for (const { campo, mensagem } of error.fieldErrors) {
    if (!campo || (known && !known.includes(campo))) {
      all = false;
      continue;
    }
    setError(campo as Path<T>, { type: 'server', message: mensagem });
  }
  return all;
}
