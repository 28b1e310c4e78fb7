import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SESSION_INVALIDATING_MESSAGES, type TAuthUser } from '@portal/domain';
import { api, ApiError } from '../lib/api-client';
import { STORAGE_KEYS, rememberUser } from './local-session';
import { CLEANUP_TIMEOUT_MS, cleanUpInvalidSession, onSessionEnded } from './session';
import { useSessionStore } from './session.store';

const DISABLED = SESSION_INVALIDATING_MESSAGES.USER_DISABLED;
const user = { id_user: 'u1', email: 'ana@demo.obras.dev', name: 'Ana' } as TAuthUser;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sessionInvalid = () =>
  json(401, {
    status: 401,
    code: 'SESSION_INVALID',
    detail: 'Sua conta está desativada. Fale com o administrador do portal.',
    motivo: DISABLED,
  });
const disabledError = () =>
  new ApiError({
    status: 401,
    code: 'SESSION_INVALID',
    detail: 'Sua conta está desativada.',
    motivo: DISABLED,
  });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let ended: ReturnType<typeof vi.fn<(reason: string) => void>>;
let reported: MockInstance<Console['error']>;

/** The server's answer to POST /api/auth/sign-out; every other call says the session is over. */
function signOutAnswers(answer: () => Promise<Response>) {
  fetchMock.mockImplementation((url) =>
    url === '/api/auth/sign-out' ? answer() : Promise.resolve(sessionInvalid()),
  );
}
const signOutCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/sign-out');

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  ended = vi.fn();
  onSessionEnded(ended);
  reported = vi.spyOn(console, 'error').mockImplementation(() => {});
  useSessionStore.getState().setSession(user, []);
  rememberUser(user);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('cleanUpInvalidSession', () => {
  it('signs out on the server, clears the cached credentials and goes to /login with the reason', async () => {
    signOutAnswers(async () => json(200, { redirectTo: '/login' }));
    expect(await cleanUpInvalidSession(disabledError())).toBeNull();
    const [[, init]] = signOutCalls() as [[string, RequestInit]];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ global: false });
    expect(init.headers).toMatchObject({ 'x-portal-request': '1' });
    expect(useSessionStore.getState()).toMatchObject({ status: 'encerrada', user: null });
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.expiry)).toBeNull();
    expect(ended).toHaveBeenCalledExactlyOnceWith(DISABLED);
    expect(reported).not.toHaveBeenCalled();
  });

  it("reports SPEC §8's cleanup-failure message when the server sign-out fails, and still ends here", async () => {
    signOutAnswers(async () => json(500, { status: 500, code: 'INTERNAL', detail: 'Erro interno.' }));
    const failure = await cleanUpInvalidSession(disabledError());
    expect(failure?.message).toBe(
      'Session is invalid due to: User is disabled. and failed to clean up invalid session: Erro interno.',
    );
    expect(reported).toHaveBeenCalledExactlyOnceWith(failure);
    expect(useSessionStore.getState()).toMatchObject({ status: 'encerrada', user: null });
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(ended).toHaveBeenCalledExactlyOnceWith(DISABLED);
  });

  it('reports the failure when the server cannot be reached', async () => {
    signOutAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await cleanUpInvalidSession(disabledError());
    expect(failure?.message).toBe(
      'Session is invalid due to: User is disabled. and failed to clean up invalid session: ' +
        'Sem conexão com o servidor. Verifique a internet e tente novamente.',
    );
    expect(ended).toHaveBeenCalledExactlyOnceWith(DISABLED);
  });

  it("gives up on a sign-out unanswered after 3 s ('Signout timeout fail') and goes to /login", async () => {
    vi.useFakeTimers();
    signOutAnswers(() => new Promise<Response>(() => {}));
    const cleanup = cleanUpInvalidSession(disabledError());
    await vi.advanceTimersByTimeAsync(CLEANUP_TIMEOUT_MS - 1);
    expect(ended).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await cleanup)?.message).toBe(
      'Session is invalid due to: User is disabled. and failed to clean up invalid session: Signout timeout fail',
    );
    expect(ended).toHaveBeenCalledExactlyOnceWith(DISABLED);
  });

  it('cleans up once when several requests learn together that the session is over', async () => {
    signOutAnswers(async () => json(200, { redirectTo: '/login' }));
    const calls = await Promise.allSettled([api('/obras'), api('/me'), api('/usuarios/papeis')]);
    expect(calls.map((c) => c.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await vi.waitFor(() => expect(ended).toHaveBeenCalled());
    expect(signOutCalls()).toHaveLength(1);
    expect(ended).toHaveBeenCalledExactlyOnceWith(DISABLED);
    expect(useSessionStore.getState().status).toBe('encerrada');
  });
});
