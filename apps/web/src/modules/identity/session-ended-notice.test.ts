import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { SESSION_INVALIDATING_MESSAGES } from '@portal/domain';
import { sessionEndedNoticeKey } from './session-ended-notice';

const notice = (motivo: string | undefined) => i18n.t(sessionEndedNoticeKey(motivo), { ns: 'identidade' });

describe('sessionEndedNoticeKey', () => {
  it.each([
    [
      SESSION_INVALIDATING_MESSAGES.USER_DISABLED,
      'Sua conta foi desativada. Fale com o administrador do portal.',
    ],
    [
      SESSION_INVALIDATING_MESSAGES.USER_NOT_FOUND,
      'Sua conta não existe mais. Fale com o administrador do portal.',
    ],
    [SESSION_INVALIDATING_MESSAGES.REFRESH_TOKEN_EXPIRED, 'Sua sessão expirou. Entre novamente.'],
    [
      SESSION_INVALIDATING_MESSAGES.PASSWORD_RESET_REQUIRED,
      'É preciso redefinir sua senha: use "Esqueci minha senha" abaixo.',
    ],
  ])('says in Portuguese why the session ended for "%s"', (motivo, text) => {
    expect(notice(motivo)).toBe(text);
  });

  it('has a Portuguese notice for every session-ending message of SPEC §8', () => {
    for (const motivo of Object.values(SESSION_INVALIDATING_MESSAGES)) {
      const key = sessionEndedNoticeKey(motivo);
      expect(key).toMatch(/^sessaoEncerrada\./);
      expect(i18n.exists(key, { ns: 'identidade' }), key).toBe(true);
    }
  });

  it('falls back to the generic notice for an unknown or missing reason', () => {
    expect(notice('Something else')).toBe('Sua sessão foi encerrada. Entre novamente.');
    expect(notice(undefined)).toBe('Sua sessão foi encerrada. Entre novamente.');
  });
});
