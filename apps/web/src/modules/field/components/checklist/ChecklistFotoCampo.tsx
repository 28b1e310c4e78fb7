import { useTranslation } from 'react-i18next';
import { FotoCampo } from '../../../../components/fotos/FotoCampo';
import { checklistFotoUrl, uploadChecklistFoto } from '../../checklist.queries';

export interface ChecklistFotoCampoProps {
  checklistId: string;
  /** The photo already sent for this answer. */
  fotoId: string | null;
  /** What the photo shows (its alternative text). */
  legenda: string;
  onUploaded: (fotoId: string) => void;
}

/**
 * Takes a photo with the phone's back camera (or picks one) and sends it at once, with its progress. The photo shows
 * as soon as it is stored; the answer that uses it is saved by the caller.
 */
export function ChecklistFotoCampo({ checklistId, fotoId, legenda, onUploaded }: ChecklistFotoCampoProps) {
  const { t } = useTranslation('checklist');
  return (
    <FotoCampo
      src={fotoId ? checklistFotoUrl(fotoId) : null}
      textos={{
        alt: t('preencher.fotoDe', { item: legenda }),
        tirar: t('preencher.tirarFoto'),
        trocar: t('preencher.trocarFoto'),
        enviando: (pct) => t('preencher.enviandoFoto', { pct }),
      }}
      maxHeight={240}
      enviar={(file, onProgress) => uploadChecklistFoto(checklistId, file, onProgress)}
      erroDe={(e) => (e instanceof Error ? e.message : String(e))}
      onUploaded={onUploaded}
    />
  );
}
