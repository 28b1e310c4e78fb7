import type { TTaf } from '@portal/domain';
import { findReadableFile, readFileBytes } from '../files';
import { getTaf, type TafFilesContext } from './taf.service';

const PDF_MAX_PHOTOS = 60;

/** The TAF as a PDF with its points' photos, for whoever may read it. */
export async function tafPdf(ctx: TafFilesContext, id: string): Promise<{ pdf: Buffer; taf: TTaf }> {
  const { auth, files } = ctx;
  const taf = await getTaf(ctx, id);
  const fotos = new Map<string, Buffer>();
  const ids = taf.pontos
    .flatMap((p) => (p.resposta?.foto ? [p.resposta.foto.id] : []))
    .slice(0, PDF_MAX_PHOTOS);
  for (const fotoId of ids) {
    try {
      const file = await findReadableFile(files, auth, fotoId);
      fotos.set(fotoId, await readFileBytes(files, file.storageKey, files.maxUploadBytes));
    } catch {
      // A photo gone from the storage leaves its point in the PDF, without the picture.
    }
  }
  // pdfkit and sharp load with the first PDF, not with the server.
  const { renderTafPdf } = await import('./taf-pdf');
  const pdf = await renderTafPdf({ taf, fotos, geradoEm: new Date(), geradoPor: auth.user.name });
  return { pdf, taf };
}

/** A file name without anything a header or a file system would choke on. */
export function tafFileName(t: TTaf): string {
  const text = `TAF-${t.numero}-${t.produto.codigo}-${t.numeroSerie}`;
  return `${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
}
