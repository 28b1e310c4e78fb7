import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIARIO_OS_MAX_FOTOS, type TDiarioOsFotoEnviada, type TOsTipo } from '@portal/domain';
import { useFotoUploads } from '../../../../components/fotos/use-foto-uploads';
import { diarioFotoUploadPath } from '../../diario-os.queries';

/** A photo sent and waiting for the log's Save: its id for the log, a preview drawn from the phone's own file. */
export interface FotoPronta extends TDiarioOsFotoEnviada {
  preview: string;
}

/**
 * The log's photos before it is saved: each sent at once, one at a time (a site's mobile link shares badly), with its
 * own progress; a file the server would refuse (type, size, past the log's limit) is flagged without sending it. The
 * log takes the ids of the photos that finished.
 */
export function useDiarioFotos(tipo: TOsTipo, os: string) {
  const { t } = useTranslation('diarioOs');
  const [prontas, setProntas] = useState<FotoPronta[]>([]);
  const previews = useRef<string[]>([]);

  // The previews are the browser's copies of the files: let them go with the page.
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const { envios, add, dismiss } = useFotoUploads<TDiarioOsFotoEnviada>(
    diarioFotoUploadPath(tipo, os),
    (foto, file) => {
      const preview = URL.createObjectURL(file);
      previews.current.push(preview);
      setProntas((list) => [...list, { ...foto, preview }]);
    },
    {
      vagas: DIARIO_OS_MAX_FOTOS - prontas.length,
      mensagem: t('fotos.limite', { max: DIARIO_OS_MAX_FOTOS }),
    },
  );

  const remove = (id: string) => setProntas((list) => list.filter((f) => f.id !== id));

  return {
    envios,
    prontas,
    add: (files: File[]) => add(files),
    dismiss,
    remove,
    enviando: envios.some((e) => e.estado !== 'erro'),
  };
}
