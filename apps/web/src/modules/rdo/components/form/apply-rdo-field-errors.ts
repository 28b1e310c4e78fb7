import type { Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-error';
import type { RdoFormValues } from './rdo-form.types';

/** The API's field paths the form has: the content's (`conteudo.maoDeObra.2.quantidade`) and the reason. */
const isFormField = (campo: string) => campo.startsWith('conteudo.') || campo === 'justificativa';

/**
 * Puts the API's per-field messages on the RDO form's fields (their names are the API's paths).
 * @returns the messages no field shows (e.g. `data`, or a rule about the whole list), to show above the form.
 */
export function applyRdoFieldErrors(error: unknown, setError: UseFormSetError<RdoFormValues>): string[] {
  if (!(error instanceof ApiError)) return [];
  const rest: string[] = [];
  let focus = true;
  for (const { campo, mensagem } of error.fieldErrors) {
    if (!isFormField(campo)) {
      rest.push(mensagem);
      continue;
    }
    // The API names the field by its path in the same content shape the form holds.
    setError(campo as Path<RdoFormValues>, { type: 'server', message: mensagem }, { shouldFocus: focus });
    focus = false;
  }
  return rest;
}
