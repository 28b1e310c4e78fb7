import i18next from 'i18next';
import type { TEap, TProblem } from '@portal/domain';
import { CSRF_HEADERS } from '../../lib/api-client';
import { ApiError, networkError } from '../../lib/api-error';
import { UploadAborted, type UploadHandle, type UploadProgress } from '../../lib/upload-file';

/**
 * Sends the EAP spreadsheet with upload progress. Like `uploadFile`, but a refusal keeps the problem's `errors`: the
 * import lists the wrong lines there (`campo: 'linha N'`), and the dialog shows them one by one.
 */
export function uploadEapSpreadsheet(
  url: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): UploadHandle<TEap> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<TEap>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(CSRF_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<TProblem> | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as unknown as TEap);
        return;
      }
      reject(
        new ApiError({
          status: xhr.status,
          code: (body?.code ?? 'INTERNAL') as ApiError['code'],
          detail:
            typeof body?.detail === 'string'
              ? body.detail
              : i18next.t('comum:erros.servidorRespondeu', { status: xhr.status }),
          errors: Array.isArray(body?.errors) ? body.errors : undefined,
        }),
      );
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new UploadAborted());
    const form = new FormData();
    form.append('arquivo', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
