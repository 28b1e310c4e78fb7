import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, type TRdoFoto } from '@portal/domain';
import { ApiError } from '../../../../lib/api-error';
import { uploadFile, UploadAborted } from '../../../../lib/upload-file';
import { usePublicConfig } from '../../../../lib/use-public-config';
import { rdoFotoUploadPath } from '../../rdo.queries';
import { checkFotoFile } from './check-foto-file';

export interface FotoEnvio {
  key: string;
  nome: string;
  estado: 'fila' | 'enviando' | 'erro';
  percent: number;
  mensagem?: string;
  cancelar?: () => void;
}

let seq = 0;

/**
 * Sends the chosen photos one at a time (a site's mobile link shares badly), each with its own progress; a file the
 * server would refuse (type, size) is flagged at once without sending it.
 */
export function useFotoUploads(rdoId: string, onUploaded: (foto: TRdoFoto) => void) {
  const { t } = useTranslation('rdoEdicao');
  const config = usePublicConfig();
  const [envios, setEnvios] = useState<FotoEnvio[]>([]);
  const fila = useRef<{ key: string; file: File; legenda: string }[]>([]);
  const enviando = useRef(false);

  const patch = (key: string, change: Partial<FotoEnvio>) =>
    setEnvios((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const remove = (key: string) => setEnvios((list) => list.filter((e) => e.key !== key));

  const next = () => {
    if (enviando.current) return;
    const item = fila.current.shift();
    if (!item) return;
    enviando.current = true;
    const handle = uploadFile<TRdoFoto>(
      rdoFotoUploadPath(rdoId),
      item.file,
      ({ loaded, total }) => patch(item.key, { percent: Math.round((loaded / total) * 100) }),
      { fields: { legenda: item.legenda } },
    );
    patch(item.key, { estado: 'enviando', cancelar: handle.abort });
    handle.done
      .then(
        (foto) => {
          remove(item.key);
          onUploaded(foto);
        },
        (error: unknown) => {
          if (error instanceof UploadAborted) remove(item.key);
          else
            patch(item.key, {
              estado: 'erro',
              cancelar: undefined,
              mensagem: error instanceof ApiError ? error.message : t('fotos.falhou'),
            });
        },
      )
      .finally(() => {
        enviando.current = false;
        next();
      });
  };

  const add = (files: File[], legenda: string) => {
    const limite = config.data?.maxUploadBytes;
    const novos = files.map((file): FotoEnvio => {
      const key = `envio-${++seq}`;
      const problema = checkFotoFile(file, limite);
      if (!problema) {
        fila.current.push({ key, file, legenda });
        return { key, nome: file.name, estado: 'fila', percent: 0, cancelar: () => cancelQueued(key) };
      }
      const mensagem =
        problema === 'tipo'
          ? t('fotos.tipoInvalido')
          : t('fotos.grandeDemais', { tamanho: formatBytes(file.size), limite: formatBytes(limite ?? 0) });
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
