import i18next from 'i18next';
import { CSRF_HEADERS } from './api-client';
import type { TProblem } from '@portal/domain';
import { ApiError, networkError } from './api-error';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadHandle<T> {
  done: Promise<T>;
  abort(): void;
}

export class UploadAborted extends Error {
  constructor() {
    super(i18next.t('comum:upload.cancelado'));
    this.name = 'UploadAborted';
  }
}

/**
 * Sends a multipart/form-data body, reporting upload progress. XMLHttpRequest, not fetch: only XHR reports upload
 * progress in every browser the portal supports. A refusal rejects with the API's ApiError (message, code, fields).
 */
export function sendForm<T>(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  options: { method?: 'POST' | 'PUT'; headers?: Record<string, string> } = {},
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open(options.method ?? 'POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries({ ...options.headers, ...CSRF_HEADERS }))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<TProblem> | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      const detail =
        typeof body?.detail === 'string'
          ? body.detail
          : i18next.t('comum:erros.servidorRespondeu', { status: xhr.status });
      const code = (typeof body?.code === 'string' ? body.code : 'INTERNAL') as ApiError['code'];
      // The per-field (or per-line, for an imported spreadsheet) messages go with the refusal, as `api()` keeps them.
      const errors = Array.isArray(body?.errors) ? body.errors : undefined;
      reject(new ApiError({ status: xhr.status, code, detail, errors }));
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new UploadAborted());
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** Sends one file as multipart/form-data (field `arquivo`, after `fields`), with its upload progress. */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  options: {
    method?: 'POST' | 'PUT';
    fields?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): UploadHandle<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  form.append('arquivo', file, file.name);
  return sendForm<T>(path, form, onProgress, { method: options.method, headers: options.headers });
}
