import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@portal/domain';
import { ApiError } from '../../lib/api-error';
import { uploadFile, UploadAborted } from '../../lib/upload-file';
import { usePublicConfig } from '../../lib/use-public-config';
import { checkFotoFile } from './check-foto-file';

export interface FotoEnvio {
  key: string;
  nome: string;
  estado: 'fila' | 'enviando' | 'erro';
  percent: number;
  mensagem?: string;
  cancelar?: () => void;
}

/** How many more photos the record takes (counting none being sent), and what to say about the ones over it. */
export interface FotoVagas {
  vagas: number;
  mensagem: string;
}

let seq = 0;

/**
 * Sends the chosen photos to `path` one at a time (a site's mobile link shares badly), each with its own progress; a
 * file the server would refuse (type, size, or over `limite`) is flagged at once without sending it. `onUploaded`
 * hears each stored photo, with the file it came from.
 */
export function useFotoUploads<T>(
  path: string,
  onUploaded: (foto: T, file: File) => void,
  limite?: FotoVagas,
) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [envios, setEnvios] = useState<FotoEnvio[]>([]);
  const fila = useRef<{ key: string; file: File; fields?: Record<string, string> }[]>([]);
  const enviando = useRef(false);

  const patch = (key: string, change: Partial<FotoEnvio>) =>
    setEnvios((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const remove = (key: string) => setEnvios((list) => list.filter((e) => e.key !== key));

  const next = () => {
    if (enviando.current) return;
    const item = fila.current.shift();
    if (!item) return;
    enviando.current = true;
    const handle = uploadFile<T>(
      path,
      item.file,
      ({ loaded, total }) => patch(item.key, { percent: Math.round((loaded / total) * 100) }),
      item.fields && { fields: item.fields },
    );
    patch(item.key, { estado: 'enviando', cancelar: handle.abort });
    handle.done
      .then(
        (foto) => {
          remove(item.key);
          onUploaded(foto, item.file);
        },
        (error: unknown) => {
          if (error instanceof UploadAborted) remove(item.key);
          else
            patch(item.key, {
              estado: 'erro',
              cancelar: undefined,
              mensagem: error instanceof ApiError ? error.message : t('upload.fotoFalhou'),
            });
        },
      )
      .finally(() => {
        enviando.current = false;
        next();
      });
  };

  /** Queues `files`, each sent with `fields` (multipart fields beside the file, e.g. its caption). */
  const add = (files: File[], fields?: Record<string, string>) => {
    const maxBytes = config.data?.maxUploadBytes;
    const vagas = limite
      ? limite.vagas - fila.current.length - (enviando.current ? 1 : 0)
      : Number.POSITIVE_INFINITY;
    const novos = files.map((file, index): FotoEnvio => {
      const key = `envio-${++seq}`;
      const problema = index >= vagas ? 'limite' : checkFotoFile(file, maxBytes);
      if (!problema) {
        fila.current.push({ key, file, fields });
        return { key, nome: file.name, estado: 'fila', percent: 0, cancelar: () => cancelQueued(key) };
      }
      const mensagem =
        problema === 'limite'
          ? (limite?.mensagem ?? '')
          : problema === 'tipo'
            ? t('upload.fotoTipoInvalido')
            : t('upload.fotoGrandeDemais', {
                tamanho: formatBytes(file.size),
                limite: formatBytes(maxBytes ?? 0),
              });
      return { key, nome: file.name, estado: 'erro', percent: 0, mensagem };
    });
    setEnvios((list) => [...list, ...novos]);
    next();
  };

  const cancelQueued = (key: string) => {
    fila.current = fila.current.filter((item) => item.key !== key);
    remove(key);
  };

  return { envios, add, dismiss: remove };
}
