import type { TErrorCode } from '@portal/domain';

export interface FieldError {
  campo: string;
  mensagem: string;
}

/** An error a service throws on purpose; the error handler turns it into problem details with this message. */
export class DomainError extends Error {
  /** SPEC §8 identity message, when the error ends a session (see problem `motivo`). */
  motivo?: string;

  constructor(
    readonly code: TErrorCode,
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailed extends DomainError {
  constructor(message: string, fieldErrors?: FieldError[]) {
    super('VALIDATION_FAILED', 400, message, fieldErrors);
  }
}

/** Also answers for a record the user may not see: it must look exactly like one that does not exist. */
export class NotFound extends DomainError {
  constructor(message = 'Registro não encontrado.') {
    super('NOT_FOUND', 404, message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'Você não tem permissão para esta ação.') {
    super('FORBIDDEN', 403, message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super('CONFLICT', 409, message);
  }
}

/** What existed and is no longer available (an expired link): not the same as never having existed (404). */
export class Gone extends DomainError {
  constructor(message: string) {
    super('GONE', 410, message);
  }
}

export class PayloadTooLarge extends DomainError {
  constructor(message: string) {
    super('PAYLOAD_TOO_LARGE', 413, message);
  }
}

export class UnsupportedMediaType extends DomainError {
  constructor(message: string) {
    super('UNSUPPORTED_MEDIA_TYPE', 415, message);
  }
}

export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super('TOO_MANY_REQUESTS', 429, message);
  }
}
