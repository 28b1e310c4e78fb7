import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, type TArquivo } from '@portal/domain';
import { ApiError } from '../../../lib/api-error';
import { uploadFile, UploadAborted, type UploadHandle } from '../../../lib/upload-file';
import { usePublicConfig } from '../../../lib/use-public-config';
import { anexoUploadPath, useDiscardAnexo } from '../comentarios.queries';

/** One file of the comment being written: on its way (with its progress), sent, or refused. */
export interface AnexoEnvio {
  key: string;
  nome: string;
  estado: 'enviando' | 'pronto' | 'erro';
  percent: number;
  arquivo?: TArquivo;
  mensagem?: string;
}

let seq = 0;

/**
 * The files of the comment being written: each is sent at once, with its own progress bar, to wait on the server
 * until the comment attaches it. A file taken out after it arrived is thrown away on the server too; one over the
 * size limit is flagged without sending it (the server checks size and type again).
 */
export function useAnexos(entidade: string, id: string) {
  const { t } = useTranslation('comentarios');
  const config = usePublicConfig();
  const discard = useDiscardAnexo(entidade, id);
  const [anexos, setAnexos] = useState<AnexoEnvio[]>([]);
  const handles = useRef(new Map<string, UploadHandle<TArquivo>>());

  const patch = (key: string, change: Partial<AnexoEnvio>) =>
    setAnexos((list) => list.map((a) => (a.key === key ? { ...a, ...change } : a)));

  const add = (files: File[]) => {
    const limite = config.data?.maxUploadBytes;
    for (const file of files) {
      const key = `anexo-${++seq}`;
      if (limite && file.size > limite) {
        setAnexos((list) => [
          ...list,
          {
            key,
            nome: file.name,
            estado: 'erro',
            percent: 0,
            mensagem: t('anexos.grandeDemais', {
              nome: file.name,
              tamanho: formatBytes(file.size),
              limite: formatBytes(limite),
            }),
          },
        ]);
        continue;
      }
      const handle = uploadFile<TArquivo>(anexoUploadPath(entidade, id), file, ({ loaded, total }) =>
        patch(key, { percent: Math.round((loaded / total) * 100) }),
      );
      handles.current.set(key, handle);
      setAnexos((list) => [...list, { key, nome: file.name, estado: 'enviando', percent: 0 }]);
      handle.done
        .then(
          (arquivo) => patch(key, { estado: 'pronto', percent: 100, arquivo }),
          (error: unknown) => {
            if (error instanceof UploadAborted) setAnexos((list) => list.filter((a) => a.key !== key));
            else
              patch(key, {
                estado: 'erro',
                mensagem: error instanceof ApiError ? error.message : t('anexos.falhou', { nome: file.name }),
              });
          },
        )
        .finally(() => handles.current.delete(key));
    }
  };

  /** Takes a file out of the comment: stops its upload, or throws the sent file away. */
  const remove = (key: string) => {
    const handle = handles.current.get(key);
    if (handle) {
      handle.abort();
      return;
    }
    const anexo = anexos.find((a) => a.key === key);
    if (anexo?.arquivo) discard.mutate(anexo.arquivo.id);
    setAnexos((list) => list.filter((a) => a.key !== key));
  };

  /** After the comment is written: its files are attached, nothing to throw away. */
  const clear = useCallback(() => setAnexos([]), []);

  // Leaving the page stops what is still on its way.
  useEffect(() => {
    const pending = handles.current;
    return () => pending.forEach((h) => h.abort());
  }, []);

  return {
    anexos,
    add,
    remove,
    clear,
    prontos: anexos.flatMap((a) => (a.estado === 'pronto' && a.arquivo ? [a.arquivo.id] : [])),
    enviando: anexos.some((a) => a.estado === 'enviando'),
  };
}
