import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { formatDateTime, type TAssinatura } from '@portal/domain';

/**
 * The look every printed report of the portal shares (the RDO, the checklist): A4 portrait, the brand's purple
 * titles, bordered tables with a shaded header, photo grids, signature lines and a footer on every page. A module
 * draws its own content with these, so all its documents print alike.
 */
export type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const FOOTER_SPACE = 28;
const INK = '#1f1f1f';
const MUTED = '#5f5f5f';
const RULE = '#9e9e9e';
const BRAND = '#6305c6';
const HEADER_FILL = '#efe7fa';

function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - MARGIN - FOOTER_SPACE;
}

/** Starts a new page when `height` points would run into the footer. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/**
 * A new A4 document with the portal's margins (room for the footer) and pages kept in memory, so `pageFooters`
 * can number them at the end. `done` resolves with the file's bytes once `doc.end()` is called.
 */
export function startReport(info: { Title: string; Author: string; CreationDate: Date }): {
  doc: Doc;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: info.Title,
      Author: info.Author,
      Creator: 'Portal de Obras',
      CreationDate: info.CreationDate,
    },
    lang: 'pt-BR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The document's name on the left of the first line and what identifies it on the right. */
export function reportTitle(doc: Doc, title: string, right: string): void {
  const width = contentWidth(doc);
  doc.font('Helvetica-Bold').fontSize(15).fillColor(BRAND).text(title, MARGIN, MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(right, MARGIN, MARGIN + 2, { width, align: 'right' });
  doc.moveDown(0.8);
}

/** A title never ends a page alone: it moves on with at least `keep` points of what follows it. */
export function sectionTitle(doc: Doc, title: string, keep = 40): void {
  ensureSpace(doc, 30 + keep);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND).text(title.toUpperCase(), MARGIN);
  const y = doc.y + 1;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.8)
    .strokeColor(BRAND)
    .stroke();
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(9).fillColor(INK);
}

export function paragraph(doc: Doc, text: string): void {
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(INK)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
}

/** A table cell: its text, or its text on a background that marks it (a non-conforming answer). */
export type Cell = string | { text: string; backgroundColor?: string };

/** A bordered table with a shaded header row; pdfkit carries long tables over to the next page. */
export function table(doc: Doc, header: string[], rows: Cell[][], widths: (number | '*')[]): void {
  ensureSpace(doc, 40);
  doc.font('Helvetica').fontSize(8.5).fillColor(INK);
  doc.table({
    position: { x: MARGIN },
    maxWidth: contentWidth(doc),
    columnStyles: widths.map((width) => ({ width })),
    defaultStyle: { border: 0.5, borderColor: RULE, padding: [3, 4, 3, 4] },
    data: [
      header.map((text) => ({
        text,
        type: 'TH' as const,
        backgroundColor: HEADER_FILL,
        font: { src: 'Helvetica-Bold' },
      })),
      ...rows,
    ],
  });
  doc.x = MARGIN;
}

/**
 * Fits any photo the portal accepts (WebP too, which PDF cannot hold) into a JPEG of at most `size` points a side;
 * null for bytes that are no image.
 */
async function printable(imagem: Buffer, size: number, quality: number): Promise<Buffer | null> {
  try {
    return await sharp(imagem)
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toBuffer();
  } catch {
    return null;
  }
}

/** How a photo grid is laid out: photos a row, their frame and caption, and the JPEG each photo is printed as. */
export interface PhotoGridLayout {
  columns: number;
  gap: number;
  imageHeight: number;
  captionHeight: number;
  captionSize: number;
  /** Space above each row. */
  spaceBefore: number;
  /** The printed JPEG's longest side (pixels) and quality. */
  printSize: number;
  quality: number;
}

/** Photos in framed cells, `columns` a row, each with its caption under it; an unreadable one says so. */
export async function photoGrid(
  doc: Doc,
  fotos: { legenda: string; imagem: Buffer }[],
  layout: PhotoGridLayout,
): Promise<void> {
  const { columns, gap, imageHeight, captionHeight, spaceBefore } = layout;
  const cellWidth = (contentWidth(doc) - gap * (columns - 1)) / columns;
  for (let i = 0; i < fotos.length; i += columns) {
    ensureSpace(doc, imageHeight + captionHeight + spaceBefore);
    const top = doc.y + spaceBefore;
    for (const [column, foto] of fotos.slice(i, i + columns).entries()) {
      const x = MARGIN + column * (cellWidth + gap);
      const jpeg = await printable(foto.imagem, layout.printSize, layout.quality);
      doc.rect(x, top, cellWidth, imageHeight).lineWidth(0.5).strokeColor(RULE).stroke();
      if (jpeg) {
        doc.image(jpeg, x + 2, top + 2, {
          fit: [cellWidth - 4, imageHeight - 4],
          align: 'center',
          valign: 'center',
        });
      } else {
        doc
          .fontSize(8)
          .fillColor(MUTED)
          .text('Imagem ilegível', x, top + imageHeight / 2, { width: cellWidth, align: 'center' });
      }
      doc
        .font('Helvetica')
        .fontSize(layout.captionSize)
        .fillColor(INK)
        .text(foto.legenda, x, top + imageHeight + 3, {
          width: cellWidth,
          height: captionHeight - 4,
          ellipsis: true,
        });
    }
    doc.x = MARGIN;
    doc.y = top + imageHeight + captionHeight;
  }
}

/** The drawn signature over a line, with the role, the name, the position and when it was signed under it. */
function signatureBox(
  doc: Doc,
  x: number,
  top: number,
  width: number,
  role: string,
  a: TAssinatura | null,
): void {
  const imageHeight = 60;
  if (a) {
    try {
      doc.image(a.imagem, x, top, { fit: [width, imageHeight], align: 'center', valign: 'bottom' });
    } catch {
      // A signature that cannot be drawn still leaves the name, role and time below the line.
    }
  }
  const lineY = top + imageHeight + 4;
  doc
    .moveTo(x, lineY)
    .lineTo(x + width, lineY)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  const lines = a
    ? [a.nome, a.cargo, `Assinado em ${formatDateTime(a.assinadoEm)}`].filter(Boolean)
    : ['Não assinado'];
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(role, x, lineY + 4, { width, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(a ? INK : MUTED)
    .text(lines.join('\n'), { width, align: 'center' });
}

/**
 * Two signature boxes side by side (the right one left out when `right` is null). The caller keeps room for them
 * (135 points) under its title.
 */
export function signatureRow(
  doc: Doc,
  left: { role: string; assinatura: TAssinatura | null },
  right: { role: string; assinatura: TAssinatura | null } | null,
): void {
  const gap = 40;
  const width = (contentWidth(doc) - gap) / 2;
  const top = doc.y + 6;
  signatureBox(doc, MARGIN, top, width, left.role, left.assinatura);
  if (right) signatureBox(doc, MARGIN + width + gap, top, width, right.role, right.assinatura);
  doc.x = MARGIN;
  doc.y = top + 125;
}

/** `left` (what the document is, who printed it and when) and the page count, on every page. */
export function pageFooters(doc: Doc, left: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 10;
    const width = contentWidth(doc);
    // Writing below the bottom margin would make pdfkit open a new page; lift the margin while the footer is drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7).fillColor(MUTED);
    doc.text(left, MARGIN, y, { width: width - 70, lineBreak: false, ellipsis: true });
    doc.text(`Página ${i + 1} de ${range.count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
