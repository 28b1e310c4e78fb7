import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error';
import { applyRdoFieldErrors } from './apply-rdo-field-errors';

describe('applyRdoFieldErrors', () => {
  it('puts content and reason errors on their fields and returns the rest for the top of the form', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'Os dados enviados são inválidos.',
      errors: [
        { campo: 'conteudo.maoDeObra.2.quantidade', mensagem: 'Pelo menos 1' },
        { campo: 'justificativa', mensagem: 'Diga por quê' },
        { campo: 'data', mensagem: 'O RDO é do dia de hoje ou de um dia que passou' },
      ],
    });
    expect(applyRdoFieldErrors(error, setError)).toEqual(['O RDO é do dia de hoje ou de um dia que passou']);
    expect(setError).toHaveBeenCalledWith(
      'conteudo.maoDeObra.2.quantidade',
      { type: 'server', message: 'Pelo menos 1' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'justificativa',
      { type: 'server', message: 'Diga por quê' },
      { shouldFocus: false },
    );
  });

  it('does nothing with errors that are not the API’s', () => {
    const setError = vi.fn();
    expect(applyRdoFieldErrors(new Error('boom'), setError)).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});
