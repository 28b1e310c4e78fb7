import type { Writable } from 'node:stream';
import { RDO_STATUS_LABEL, formatDate, type TRdo, type TRdoListFilters } from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { ServiceContext } from '../../service-context';
import { findReadableFile, readFileBytes } from '../files';
import type { RdoContext } from './rdo-context';
import type { RdoExportRow } from './rdo-spreadsheet';
import { getRdo } from './rdo.service';
import { toConteudoView } from './rdo-view';
import { RDO_FIELDS, iterateRdosForExport } from './rdo.repository';

/** Photos bigger than this go into the PDF as their thumbnail, so a report with many photos stays printable. */
const PDF_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
const PDF_MAX_PHOTOS = 40;

/** The report as a PDF, with its photos, for whoever may read it (404 like a missing report otherwise). */
export async function rdoPdf(ctx: RdoContext, id: string): Promise<{ pdf: Buffer; rdo: TRdo }> {
  const { auth, files } = ctx;
  const rdo = await getRdo(ctx, id);
  const fotos: { legenda: string; imagem: Buffer }[] = [];
  if (rdo.secoes.includes('fotos')) {
    for (const foto of rdo.fotos.slice(0, PDF_MAX_PHOTOS)) {
      const original = await findReadableFile(files, auth, foto.arquivoId);
      const useThumb = original.tamanho > PDF_PHOTO_MAX_BYTES && foto.miniaturaId;
      const file = useThumb ? await findReadableFile(files, auth, foto.miniaturaId!) : original;
      fotos.push({
        legenda: foto.legenda,
        imagem: await readFileBytes(files, file.storageKey, files.maxUploadBytes),
      });
    }
  }
  // pdfkit and exceljs load with the first export, not with the server (a faster start).
  const { renderRdoPdf } = await import('./rdo-pdf');
  const pdf = await renderRdoPdf({ rdo, fotos, geradoEm: new Date(), geradoPor: auth.user.name });
  return { pdf, rdo };
}

/** A file name without anything a header or a file system would choke on. */
export function safeFileName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-');
}

/** Streams the spreadsheet of the reports the user may read in the filtered period. */
export async function exportRdosSpreadsheet(
  ctx: ServiceContext,
  filters: TRdoListFilters,
  out: Writable,
): Promise<void> {
  const permission = accessibleWhere(ctx.auth.ability, 'read', 'RDO', RDO_FIELDS);
  async function* rows(): AsyncIterable<RdoExportRow> {
    for await (const row of iterateRdosForExport(ctx.db, filters, permission)) {
      yield {
        obraCodigo: row.obraCodigo,
        obraNome: row.obraNome,
        numero: row.rdo.numero,
        data: row.rdo.data,
        status: row.rdo.status,
        autor: row.autor,
        conteudo: toConteudoView(row.rdo, row.atividades, new Map()),
      };
    }
  }
  const periodo = [
    filters.de ? `de ${formatDate(filters.de)}` : '',
    filters.ate ? `até ${formatDate(filters.ate)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const status = filters.status?.map((s) => RDO_STATUS_LABEL[s]).join(', ');
  const { writeRdoSpreadsheet } = await import('./rdo-spreadsheet');
  await writeRdoSpreadsheet(rows(), out, {
    titulo: ['RDOs', periodo, status ? `(${status})` : ''].filter(Boolean).join(' '),
    geradoEm: new Date(),
  });
}
