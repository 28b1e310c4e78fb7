import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@portal/domain';
import { ApiError } from '../../lib/api-error';
import { UploadAborted } from '../../lib/upload-file';
import { usePublicConfig } from '../../lib/use-public-config';
import { caminhoRelativo, type ArquivoSolto } from './biblioteca-envio';
import { enviarArquivo, useArquivosEnviados } from './biblioteca.queries';

export interface Envio {
  key: string;
  /** The file's name, or its path inside a dropped folder. */
  nome: string;
  estado: 'fila' | 'enviando' | 'enviado' | 'erro';
  percent: number;
  /** Why it was refused, in the API's words. */
  mensagem?: string;
  cancelar?: () => void;
}

let seq = 0;

/**
 * Sends files to a library folder one after the other (the files of a dropped folder make its subfolders as they
 * land: two at once could both try to make the same one), each with its own progress bar and its own error in the
 * API's words. The folders are asked again once the queue is empty. The queue outlives a change of folder.
 */
export function useEnvios() {
  const { t } = useTranslation('biblioteca');
  const config = usePublicConfig();
  const enviados = useArquivosEnviados();
  const [envios, setEnvios] = useState<Envio[]>([]);
  const fila = useRef<{ key: string; file: File; pastaId: string; caminho?: string }[]>([]);
  const enviando = useRef(false);

  const patch = (key: string, change: Partial<Envio>) =>
    setEnvios((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const remove = (key: string) => setEnvios((list) => list.filter((e) => e.key !== key));

  const next = () => {
    if (enviando.current) return;
    const item = fila.current.shift();
    if (!item) {
      void enviados();
      return;
    }
    enviando.current = true;
    const handle = enviarArquivo(item.pastaId, item.file, item.caminho, ({ loaded, total }) =>
      patch(item.key, { percent: Math.round((loaded / total) * 100) }),
    );
    patch(item.key, { estado: 'enviando', cancelar: handle.abort });
    handle.done
      .then(
        () => patch(item.key, { estado: 'enviado', percent: 100, cancelar: undefined }),
        (error: unknown) => {
          if (error instanceof UploadAborted) remove(item.key);
          else
            patch(item.key, {
              estado: 'erro',
              cancelar: undefined,
              mensagem: error instanceof ApiError ? error.message : t('envio.falhou'),
            });
        },
      )
      .finally(() => {
        enviando.current = false;
        next();
      });
  };

  /** Queues files for a folder (one over the size limit is refused at once, without sending it). */
  const add = (files: ArquivoSolto[], pastaId: string) => {
    const maxBytes = config.data?.maxUploadBytes;
    const novos = files.map((file): Envio => {
      const key = `biblioteca-envio-${++seq}`;
      const caminho = caminhoRelativo(file);
      const nome = caminho ?? file.name;
      if (maxBytes && file.size > maxBytes)
        return {
          key,
          nome,
          estado: 'erro',
          percent: 0,
          mensagem: t('envio.grandeDemais', {
            tamanho: formatBytes(file.size),
            limite: formatBytes(maxBytes),
          }),
        };
      fila.current.push({ key, file, pastaId, caminho });
      return { key, nome, estado: 'fila', percent: 0, cancelar: () => cancelQueued(key) };
    });
    setEnvios((list) => [...list, ...novos]);
    next();
  };

  const cancelQueued = (key: string) => {
    fila.current = fila.current.filter((item) => item.key !== key);
    remove(key);
  };

  /** Clears the finished and refused lines (those still going stay). */
  const limpar = () =>
    setEnvios((list) => list.filter((e) => e.estado === 'fila' || e.estado === 'enviando'));

  return { envios, add, dismiss: remove, limpar };
}
