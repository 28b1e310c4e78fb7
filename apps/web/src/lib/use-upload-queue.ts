import { useRef, useState } from 'react';
import { ApiError } from './api-error';
import { UploadAborted, type UploadHandle, type UploadProgress } from './upload-file';

/** One line of an upload list: its progress bar, or why it was refused. */
export interface UploadLine {
  key: string;
  /** The file's name (or its path inside a dropped folder). */
  nome: string;
  estado: 'fila' | 'enviando' | 'enviado' | 'erro';
  percent: number;
  /** Why it was refused, in the API's words. */
  mensagem?: string;
  cancelar?: () => void;
}

/** A file to queue, or one refused before sending (`recusado`: the message shown at once). */
export type UploadRequest<J> = { nome: string; job: J } | { nome: string; recusado: string };

let seq = 0;

/**
 * Sends files one at a time (a site's mobile link shares badly, and a library's dropped folder makes its subfolders
 * as its files land), each with its own progress bar and its own error in the API's words; a queued line can be
 * cancelled, one being sent is aborted. The module says how a job is sent and what happens when it lands.
 * @param send starts one upload.
 * @param onSent hears each stored file; answers whether its line stays (marked sent) or goes.
 * @param onEmpty runs when the queue has nothing left to send.
 */
export function useUploadQueue<J, R>(options: {
  send: (job: J, onProgress: (progress: UploadProgress) => void) => UploadHandle<R>;
  onSent: (result: R, job: J) => 'manter' | 'remover';
  onEmpty?: () => void;
  /** The message of a failure that is not the API's (the network dropped). */
  falhou: string;
}) {
  const [linhas, setLinhas] = useState<UploadLine[]>([]);
  const fila = useRef<{ key: string; job: J }[]>([]);
  const enviando = useRef(false);

  const patch = (key: string, change: Partial<UploadLine>) =>
    setLinhas((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const remove = (key: string) => setLinhas((list) => list.filter((e) => e.key !== key));

  const next = () => {
    if (enviando.current) return;
    const item = fila.current.shift();
    if (!item) {
      options.onEmpty?.();
      return;
    }
    enviando.current = true;
    const handle = options.send(item.job, ({ loaded, total }) =>
      patch(item.key, { percent: Math.round((loaded / total) * 100) }),
    );
    patch(item.key, { estado: 'enviando', cancelar: handle.abort });
    handle.done
      .then(
        (result) => {
          if (options.onSent(result, item.job) === 'remover') remove(item.key);
          else patch(item.key, { estado: 'enviado', percent: 100, cancelar: undefined });
        },
        (error: unknown) => {
          if (error instanceof UploadAborted) remove(item.key);
          else
            patch(item.key, {
              estado: 'erro',
              cancelar: undefined,
              mensagem: error instanceof ApiError ? error.message : options.falhou,
            });
        },
      )
      .finally(() => {
        enviando.current = false;
        next();
      });
  };

  const cancelQueued = (key: string) => {
    fila.current = fila.current.filter((item) => item.key !== key);
    remove(key);
  };

  /** Queues the requests; the refused ones show their message at once, without sending. */
  const add = (requests: UploadRequest<J>[]) => {
    const novas = requests.map((request): UploadLine => {
      const key = `envio-${++seq}`;
      if ('recusado' in request)
        return { key, nome: request.nome, estado: 'erro', percent: 0, mensagem: request.recusado };
      fila.current.push({ key, job: request.job });
      return { key, nome: request.nome, estado: 'fila', percent: 0, cancelar: () => cancelQueued(key) };
    });
    setLinhas((list) => [...list, ...novas]);
    next();
  };

  /** Clears the finished and refused lines (those still going stay). */
  const limpar = () =>
    setLinhas((list) => list.filter((e) => e.estado === 'fila' || e.estado === 'enviando'));

  /** How many are queued or being sent now. */
  const pendentes = () => fila.current.length + (enviando.current ? 1 : 0);

  return { linhas, add, dismiss: remove, limpar, pendentes };
}
