import type { TAttributes, TChallengeAnswer } from './auth.types';
import type { TAuthUser, TDevice, TPoolSettings, TSignInResponse } from '@portal/domain';
import type { PackedRules } from '@portal/domain';
import { api } from '../lib/api-client';

/** The identity endpoints of the API (apps/api/src/modules/identity), typed. */
export const authApi = {
  config: () => api<{ ssoEnabled: boolean; mfa: TPoolSettings['mfa'] }>('/auth/config'),
  me: () => api<{ user: TAuthUser; rules: PackedRules }>('/me', { noRefresh: false }),
  signIn: (email: string, password: string) =>
    api<TSignInResponse>('/auth/sign-in', { method: 'POST', body: { email, password }, noRefresh: true }),
  answerChallenge: (answer: TChallengeAnswer) =>
    api<TSignInResponse>('/auth/challenge', { method: 'POST', body: answer, noRefresh: true }),
  associateMfaDuringChallenge: () =>
    api<{ secretCode: string; uri: string }>('/auth/challenge/mfa-associate', {
      method: 'POST',
      noRefresh: true,
    }),
  refresh: () => api<{ user: TAuthUser }>('/auth/refresh', { method: 'POST', noRefresh: true }),
  signOut: (global: boolean) =>
    api<{ redirectTo: string }>('/auth/sign-out', { method: 'POST', body: { global }, noRefresh: true }),
  forgotPassword: (email: string) =>
    api<{ destino: string }>('/auth/forgot-password', { method: 'POST', body: { email }, noRefresh: true }),
  confirmForgotPassword: (email: string, code: string, password: string) =>
    api<void>('/auth/forgot-password/confirm', {
      method: 'POST',
      body: { email, code, password },
      noRefresh: true,
    }),
  changePassword: (oldPassword: string, newPassword: string) =>
    api<void>('/auth/change-password', { method: 'POST', body: { oldPassword, newPassword } }),
  sendEmailVerification: () => api<{ destino: string }>('/auth/verify-email/send', { method: 'POST' }),
  verifyEmail: (code: string) => api<void>('/auth/verify-email', { method: 'POST', body: { code } }),
  attributes: () => api<{ attributes: TAttributes }>('/auth/attributes'),
  updateAttributes: (attributes: Record<string, string>) =>
    api<{ emailVerificationSent: boolean }>('/auth/attributes', { method: 'PATCH', body: { attributes } }),
  devices: () => api<{ items: TDevice[] }>('/auth/devices'),
  rememberDevice: (id: string) => api<void>(`/auth/devices/${id}/remember`, { method: 'POST' }),
  forgetDevice: (id: string) => api<void>(`/auth/devices/${id}`, { method: 'DELETE' }),
  associateMfa: () => api<{ secretCode: string; uri: string }>('/auth/mfa/associate', { method: 'POST' }),
  verifyMfa: (code: string) => api<void>('/auth/mfa/verify', { method: 'POST', body: { code } }),
  disableMfa: () => api<void>('/auth/mfa/preference', { method: 'PUT', body: { totp: 'DISABLED' } }),
  /** Asks for the password again; an SSO-only account sends none (it must have signed in by SSO just now). */
  deleteOwnUser: (senha: string) => api<void>('/me', { method: 'DELETE', body: senha ? { senha } : {} }),
};
