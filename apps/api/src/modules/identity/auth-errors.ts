import {
  IDENTITY_MESSAGES,
  SESSION_INVALIDATING_MESSAGES,
  type TErrorCode,
  type TSessionInvalidReason,
} from '@portal/domain';
import { DomainError, TooManyRequests } from '../../errors/domain-errors';

const SESSION_DETAIL: Record<TSessionInvalidReason, string> = {
  ACCESS_TOKEN_REVOKED: 'Sua sessão foi encerrada. Entre novamente.',
  REFRESH_TOKEN_REVOKED: 'Sua sessão foi encerrada. Entre novamente.',
  USER_DISABLED: 'Sua conta está desativada. Fale com o administrador do portal.',
  USER_NOT_FOUND: 'Esta conta não existe mais.',
  REFRESH_TOKEN_EXPIRED: 'Sua sessão expirou. Entre novamente.',
  PASSWORD_RESET_REQUIRED: 'É preciso redefinir sua senha. Use "Esqueci minha senha" na tela de entrada.',
};

/** The session is over (SPEC §8); `motivo` carries the spec's exact message so the web app cleans up. */
export class SessionInvalid extends DomainError {
  constructor(readonly reason: TSessionInvalidReason) {
    super('SESSION_INVALID', 401, SESSION_DETAIL[reason]);
    this.motivo = SESSION_INVALIDATING_MESSAGES[reason];
  }
}

/** No valid access token: not signed in, or the token expired (the web app refreshes and retries). */
export class NotSignedIn extends DomainError {
  constructor(expired = false) {
    super(
      expired ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED',
      401,
      expired ? 'Sua sessão expirou. Entre novamente.' : 'Entre no portal para continuar.',
    );
    this.motivo = IDENTITY_MESSAGES.NOT_AUTHENTICATED;
  }
}

/** One message for a wrong e-mail or a wrong password: the answer never tells which. */
export class WrongCredentials extends DomainError {
  constructor() {
    super('NOT_AUTHORIZED', 401, 'E-mail ou senha incorretos.');
  }
}

export class AuthFailure extends DomainError {
  constructor(code: TErrorCode, status: number, message: string) {
    super(code, status, message);
  }
}

/** SPEC §5 empty inputs. */
export class EmptyInput extends DomainError {
  constructor(
    code: 'EmptyUsername' | 'EmptyCode' | 'EmptyPassword' | 'EmptyChallengeResponse',
    message: string,
  ) {
    super(code, 400, message);
  }
}

export class AttemptsExceeded extends TooManyRequests {
  constructor(retryAfterSeconds: number, what: 'senha' | 'codigo' | 'endereco') {
    const wait =
      retryAfterSeconds >= 120
        ? `${Math.ceil(retryAfterSeconds / 60)} minutos`
        : `${retryAfterSeconds} segundo${retryAfterSeconds === 1 ? '' : 's'}`;
    const subject =
      what === 'senha'
        ? 'Muitas tentativas de senha'
        : what === 'codigo'
          ? 'Muitas tentativas de código'
          : 'Muitas tentativas a partir deste endereço';
    super(`${subject}. Aguarde ${wait} e tente novamente.`, retryAfterSeconds);
    this.motivo = IDENTITY_MESSAGES.PASSWORD_ATTEMPTS_EXCEEDED;
  }
}
