import { ApiError, networkError, toApiError } from './api-error';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Do not try to renew the session on an expired token (the renewal call itself, sign-in, ...). */
  noRefresh?: boolean;
  /** Extra headers (`Idempotency-Key` of a record sent from the device's queue). */
  headers?: Record<string, string>;
}

/** Sent with every state-changing request: the API refuses them without it (CSRF guard). */
export const CSRF_HEADERS = { 'x-portal-request': '1' } as const;

interface SessionHooks {
  /** Renews the access token; resolves true when the request may be retried. */
  refresh(): Promise<boolean>;
  /** The API said the session is over (a SPEC §8 message in `motivo`). */
  onSessionInvalid(error: ApiError): void;
}

let hooks: SessionHooks | undefined;

/** The session module plugs in here, so this client never imports it (no cycle). */
export function setSessionHooks(next: SessionHooks): void {
  hooks = next;
}

function withQuery(path: string, query: ApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function send(path: string, request: ApiRequest): Promise<Response> {
  const { method = 'GET', body, query, signal } = request;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (method !== 'GET') Object.assign(headers, CSRF_HEADERS);
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(withQuery(`/api${path}`, query), {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
}

/**
 * Calls the portal's API with the session cookies. An expired access token is renewed once and the call retried;
 * a session the API declares over is cleaned up. Throws ApiError with the server's pt-BR message.
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  let response = await send(path, request);
  if (response.status === 401 && !request.noRefresh && hooks) {
    const error = await toApiError(response.clone());
    if (error.code === 'TOKEN_EXPIRED' && (await hooks.refresh())) response = await send(path, request);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.sessionEnded) hooks?.onSessionInvalid(error);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export { ApiError };
