import i18next from 'i18next';
import { isSessionInvalidatingMessage, type TErrorCode, type TProblem } from '@portal/domain';

/** An API answer other than 2xx, parsed from its problem details; screens switch on `code`, never on text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TErrorCode | 'NETWORK';
  readonly fieldErrors: { campo: string; mensagem: string }[];
  /** SPEC §8 identity message when the answer ends the session. */
  readonly motivo?: string;

  constructor(problem: {
    status: number;
    code: TErrorCode | 'NETWORK';
    detail: string;
    errors?: TProblem['errors'];
    motivo?: string;
  }) {
    super(problem.detail);
    this.name = 'ApiError';
    this.status = problem.status;
    this.code = problem.code;
    this.fieldErrors = problem.errors ?? [];
    this.motivo = problem.motivo;
  }

  /** The API says this session is over: sign out, clear cached credentials, go to /login. */
  get sessionEnded(): boolean {
    return isSessionInvalidatingMessage(this.motivo);
  }
}

/** Reads an error answer; anything that is not problem details still becomes a readable ApiError. */
export async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<TProblem>;
    if (typeof body.detail === 'string' && typeof body.code === 'string') {
      return new ApiError({
        status: response.status,
        code: body.code as TErrorCode,
        detail: body.detail,
        errors: body.errors,
        motivo: body.motivo,
      });
    }
  } catch {
    // not JSON: fall through to the generic message
  }
  return new ApiError({
    status: response.status,
    code: 'INTERNAL',
    detail: i18next.t('comum:erros.servidorRespondeu', { status: response.status }),
  });
}

export function networkError(): ApiError {
  return new ApiError({ status: 0, code: 'NETWORK', detail: i18next.t('comum:erros.semConexao') });
}
