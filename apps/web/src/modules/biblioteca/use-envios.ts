import { useTranslation } from 'react-i18next';
import { formatBytes } from '@portal/domain';
import { useUploadQueue, type UploadLine } from '../../lib/use-upload-queue';
import { usePublicConfig } from '../../lib/use-public-config';
import { caminhoRelativo, type ArquivoSolto } from './biblioteca-envio';
import { enviarArquivo, useArquivosEnviados } from './biblioteca.queries';

export type Envio = UploadLine;

/**
 * Sends files to a library folder one after the other (the files of a dropped folder make its subfolders as they
 * land: two at once could both try to make the same one), each with its own progress bar and its own error in the
 * API's words. The folders are asked again once the queue is empty. The queue outlives a change of folder.
 */
export function useEnvios() {
  const { t } = useTranslation('biblioteca');
  const config = usePublicConfig();
  const enviados = useArquivosEnviados();
  type Job = { file: File; pastaId: string; caminho?: string };
  const queue = useUploadQueue<Job, unknown>({
    send: (job, onProgress) => enviarArquivo(job.pastaId, job.file, job.caminho, onProgress),
    onSent: () => 'manter',
    onEmpty: () => void enviados(),
    falhou: t('envio.falhou'),
  });

  /** Queues files for a folder (one over the size limit is refused at once, without sending it). */
  const add = (files: ArquivoSolto[], pastaId: string) => {
    const maxBytes = config.data?.maxUploadBytes;
    queue.add(
      files.map((file) => {
        const caminho = caminhoRelativo(file);
        const nome = caminho ?? file.name;
        if (maxBytes && file.size > maxBytes)
          return {
            nome,
            recusado: t('envio.grandeDemais', {
              tamanho: formatBytes(file.size),
              limite: formatBytes(maxBytes),
            }),
          };
        return { nome, job: { file, pastaId, caminho } };
      }),
    );
  };

  return { envios: queue.linhas, add, dismiss: queue.dismiss, limpar: queue.limpar };
}
