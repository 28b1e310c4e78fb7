import type { TChecklist } from '@portal/domain';
import { findReadableFile, readFileBytes } from '../files';
import type { FieldContext } from './field-context';
import { getChecklist } from './checklist.service';

/** Enough photos for any real checklist, while a runaway one still prints. */
const PDF_MAX_PHOTOS = 60;

/** The checklist as a PDF with its answers' photos, for whoever may read its order (404 like a missing one). */
export async function checklistPdf(
  ctx: FieldContext,
  id: string,
): Promise<{ pdf: Buffer; checklist: TChecklist }> {
  const { auth, files } = ctx;
  const checklist = await getChecklist(ctx, id);
  const fotos = new Map<string, Buffer>();
  const ids = checklist.respostas.flatMap((r) => (r.fotoId ? [r.fotoId] : [])).slice(0, PDF_MAX_PHOTOS);
  for (const fotoId of ids) {
    try {
      const file = await findReadableFile(files, auth, fotoId);
      fotos.set(fotoId, await readFileBytes(files, file.storageKey, files.maxUploadBytes));
    } catch {
      // A photo gone from the storage leaves its answer in the PDF, without the picture.
    }
  }
  // pdfkit and sharp load with the first PDF, not with the server (a faster start).
  const { renderChecklistPdf } = await import('./checklist-pdf');
  const pdf = await renderChecklistPdf({ checklist, fotos, geradoEm: new Date(), geradoPor: auth.user.name });
  return { pdf, checklist };
}

/** A file name without anything a header or a file system would choke on. */
export function checklistFileName(c: TChecklist): string {
  const text = `Checklist-${c.obra.codigo}-OS${c.os.numero}-${c.modelo.nome}`;
  return `${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
}
