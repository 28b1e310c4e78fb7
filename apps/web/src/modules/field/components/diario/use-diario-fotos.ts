import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIARIO_OS_MAX_FOTOS, formatBytes, type TDiarioOsFotoEnviada, type TOsTipo } from '@portal/domain';
import { ApiError } from '../../../../lib/api-error';
import { uploadFile, UploadAborted } from '../../../../lib/upload-file';
import { usePublicConfig } from '../../../../lib/use-public-config';
import { checkFotoFile } from '../../../rdo/components/fotos/check-foto-file';
import type { FotoEnvio } from '../../../rdo/components/fotos/use-foto-uploads';
import { diarioFotoUploadPath } from '../../diario-os.queries';

/** A photo sent and waiting for the log's Save: its id for the log, a preview drawn from the phone's own file. */
export interface FotoPronta extends TDiarioOsFotoEnviada {
  preview: string;
}

let seq = 0;

/**
 * The log's photos before it is saved: each sent at once, one at a time (a site's mobile link shares badly), with its
 * own progress; a file the server would refuse (type, size) is flagged without sending it. The log takes the ids of
 * the photos that finished.
 */
export function useDiarioFotos(tipo: TOsTipo, os: string) {
  const { t } = useTranslation('diarioOs');
  const { t: te } = useTranslation('rdoEdicao');
  const config = usePublicConfig();
  const [envios, setEnvios] = useState<FotoEnvio[]>([]);
  const [prontas, setProntas] = useState<FotoPronta[]>([]);
  const fila = useRef<{ key: string; file: File }[]>([]);
  const enviando = useRef(false);
  const previews = useRef<string[]>([]);

  // The previews are the browser's copies of the files: let them go with the page.
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const patch = (key: string, change: Partial<FotoEnvio>) =>
    setEnvios((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const dismiss = (key: string) => setEnvios((list) => list.filter((e) => e.key !== key));

  const next = () => {
    if (enviando.current) return;
    const item = fila.current.shift();
    if (!item) return;
    enviando.current = true;
    const handle = uploadFile<TDiarioOsFotoEnviada>(
      diarioFotoUploadPath(tipo, os),
      item.file,
      ({ loaded, total }) => patch(item.key, { percent: Math.round((loaded / total) * 100) }),
    );
    patch(item.key, { estado: 'enviando', cancelar: handle.abort });
    handle.done
      .then(
        (foto) => {
          dismiss(item.key);
          const preview = URL.createObjectURL(item.file);
          previews.current.push(preview);
          setProntas((list) => [...list, { ...foto, preview }]);
        },
        (error: unknown) => {
          if (error instanceof UploadAborted) dismiss(item.key);
          else
            patch(item.key, {
              estado: 'erro',
              cancelar: undefined,
              mensagem: error instanceof ApiError ? error.message : te('fotos.falhou'),
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
    dismiss(key);
  };

  const add = (files: File[]) => {
    const limite = config.data?.maxUploadBytes;
    const vagas = DIARIO_OS_MAX_FOTOS - prontas.length - fila.current.length - (enviando.current ? 1 : 0);
    const novos = files.map((file, index): FotoEnvio => {
      const key = `foto-diario-${++seq}`;
      const problema = index >= vagas ? 'limite' : checkFotoFile(file, limite);
      if (!problema) {
        fila.current.push({ key, file });
        return { key, nome: file.name, estado: 'fila', percent: 0, cancelar: () => cancelQueued(key) };
      }
      const mensagem =
        problema === 'limite'
          ? t('fotos.limite', { max: DIARIO_OS_MAX_FOTOS })
          : problema === 'tipo'
            ? te('fotos.tipoInvalido')
            : te('fotos.grandeDemais', { tamanho: formatBytes(file.size), limite: formatBytes(limite ?? 0) });
      return { key, nome: file.name, estado: 'erro', percent: 0, mensagem };
    });
    setEnvios((list) => [...list, ...novos]);
    next();
  };

  const remove = (id: string) => setProntas((list) => list.filter((f) => f.id !== id));

  return { envios, prontas, add, dismiss, remove, enviando: envios.some((e) => e.estado !== 'erro') };
}
