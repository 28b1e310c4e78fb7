import { useTranslation } from 'react-i18next';
import { formatBytes } from '@portal/domain';
import { uploadFile } from '../../lib/upload-file';
import { useUploadQueue, type UploadLine } from '../../lib/use-upload-queue';
import { usePublicConfig } from '../../lib/use-public-config';
import { checkFotoFile } from './check-foto-file';

/** A photo's line: a sent photo leaves the list (its record shows it), so it is never `enviado`. */
export type FotoEnvio = UploadLine;

/** How many more photos the record takes (counting none being sent), and what to say about the ones over it. */
export interface FotoVagas {
  vagas: number;
  mensagem: string;
}

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
  type Job = { file: File; fields?: Record<string, string> };
  const queue = useUploadQueue<Job, T>({
    send: (job, onProgress) =>
      uploadFile<T>(path, job.file, onProgress, job.fields && { fields: job.fields }),
    onSent: (foto, job) => {
      onUploaded(foto, job.file);
      return 'remover';
    },
    falhou: t('upload.fotoFalhou'),
  });

  /** Queues `files`, each sent with `fields` (multipart fields beside the file, e.g. its caption). */
  const add = (files: File[], fields?: Record<string, string>) => {
    const maxBytes = config.data?.maxUploadBytes;
    const vagas = limite ? limite.vagas - queue.pendentes() : Number.POSITIVE_INFINITY;
    queue.add(
      files.map((file, index) => {
        const problema = index >= vagas ? 'limite' : checkFotoFile(file, maxBytes);
        if (!problema) return { nome: file.name, job: { file, fields } };
        const recusado =
          problema === 'limite'
            ? (limite?.mensagem ?? '')
            : problema === 'tipo'
              ? t('upload.fotoTipoInvalido')
              : t('upload.fotoGrandeDemais', {
                  tamanho: formatBytes(file.size),
                  limite: formatBytes(maxBytes ?? 0),
                });
        return { nome: file.name, recusado };
      }),
    );
  };

  return { envios: queue.linhas, add, dismiss: queue.dismiss };
}
