import { useTranslation } from 'react-i18next';
import { FotoCampo } from '../../../../components/fotos/FotoCampo';
import type { UploadHandle, UploadProgress } from '../../../../lib/upload-file';
import { checklistFotoUrl, uploadChecklistFoto } from '../../checklist.queries';

/** Where an answer's photo is shown from and how it is sent (the page's, when photos may wait on the device). */
export interface ChecklistFotos {
  src: (fotoId: string | null) => string | null;
  enviar: (file: File, onProgress: (progress: UploadProgress) => void) => UploadHandle<{ id: string }>;
}

export interface ChecklistFotoCampoProps {
  checklistId: string;
  /** The photo already sent for this answer. */
  fotoId: string | null;
  /** What the photo shows (its alternative text). */
  legenda: string;
  onUploaded: (fotoId: string) => void;
  fotos?: ChecklistFotos;
}

/**
 * Takes a photo with the phone's back camera (or picks one) and sends it at once, with its progress. The photo shows
 * as soon as it is stored; the answer that uses it is saved by the caller.
 */
export function ChecklistFotoCampo({
  checklistId,
  fotoId,
  legenda,
  onUploaded,
  fotos,
}: ChecklistFotoCampoProps) {
  const { t } = useTranslation('checklist');
  return (
    <FotoCampo
      src={fotos ? fotos.src(fotoId) : fotoId ? checklistFotoUrl(fotoId) : null}
      textos={{
        alt: t('preencher.fotoDe', { item: legenda }),
        tirar: t('preencher.tirarFoto'),
        trocar: t('preencher.trocarFoto'),
        enviando: (pct) => t('preencher.enviandoFoto', { pct }),
      }}
      maxHeight={240}
      enviar={(file, onProgress) =>
        fotos ? fotos.enviar(file, onProgress) : uploadChecklistFoto(checklistId, file, onProgress)
      }
      erroDe={(e) => (e instanceof Error ? e.message : String(e))}
      onUploaded={onUploaded}
    />
  );
}
