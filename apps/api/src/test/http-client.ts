import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** What a browser keeps: cookies by name (paths are ignored; the portal's names are unique). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Reads every Set-Cookie of a response; Max-Age=0 or a past Expires deletes the cookie, as a browser does. */
  store(setCookie: string | string[] | undefined): void {
    const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', raw = ''] = attribute.split('=');
        const k = key.trim().toLowerCase();
        if (k === 'max-age' && Number(raw) <= 0) expired = true;
        if (k === 'expires' && new Date(raw.trim()).getTime() <= Date.now()) expired = true;
      }
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  /** The Cookie header a browser would send, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
}

export interface ClientOptions {
  /** The browser's network address (throttling counts per address). */
  ip?: string;
  /** The browser's User-Agent (the device name comes from it). */
  userAgent?: string;
  jar?: CookieJar;
}

export type Response = LightMyRequestResponse;

/** One browser talking to the API: it keeps its cookies and sends the CSRF header like the web app does. */
export interface Client {
  jar: CookieJar;
  get(url: string): Promise<Response>;
  post(url: string, body?: unknown): Promise<Response>;
  put(url: string, body?: unknown): Promise<Response>;
  patch(url: string, body?: unknown): Promise<Response>;
  delete(url: string, body?: unknown): Promise<Response>;
}

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

export function client(app: FastifyInstance, options: ClientOptions = {}): Client {
  const jar = options.jar ?? new CookieJar();
  const send = async (method: InjectOptions['method'], url: string, body?: unknown) => {
    const headers: Record<string, string> = {
      'x-portal-request': '1',
      'user-agent': options.userAgent ?? CHROME_ON_WINDOWS,
    };
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.inject({
      method,
      url,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    jar.store(res.headers['set-cookie']);
    return res;
  };
  return {
    jar,
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body),
    put: (url, body) => send('PUT', url, body),
    patch: (url, body) => send('PATCH', url, body),
    delete: (url, body) => send('DELETE', url, body),
  };
}

/** A multipart field: a text, or a file with its name. */
export type MultipartField = [name: string, value: string | { nome: string; bytes: Buffer }];

export interface MultipartOptions {
  method?: 'POST' | 'PUT';
  /** The signed-in browser sending it (its cookies), or none for a public form. */
  who?: Client;
  /** A Cookie header sent as is (a browser session made outside a Client). */
  cookie?: string;
  ip?: string;
  userAgent?: string;
}

/**
 * Sends multipart/form-data exactly as a browser's fetch does: the body and its boundary come from the platform's
 * own Request, not from hand-written bytes; the fields go in the order given (a server reading a stream sees them so).
 */
export async function sendMultipart(
  app: FastifyInstance,
  url: string,
  fields: readonly MultipartField[],
  options: MultipartOptions = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)]), value.nome);
  }
  const method = options.method ?? 'POST';
  const request = new Request('http://x', { method, body: form });
  const cookie = options.who?.jar.header() ?? options.cookie;
  return app.inject({
    method,
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'content-type': request.headers.get('content-type')!,
      'x-portal-request': '1',
      'user-agent': options.userAgent ?? CHROME_ON_WINDOWS,
      ...(cookie ? { cookie } : {}),
    },
  });
}
