import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import {
  CHECKLIST_RESULTADO_LABEL,
  CHECKLIST_STATUS_LABEL,
  OS_TIPO_LABEL,
  faixaDaMedicao,
  formatDateTime,
  type TAssinatura,
  type TChecklist,
  type TChecklistItemModelo,
  type TChecklistResposta,
} from '@portal/domain';

export interface ChecklistPdfInput {
  checklist: TChecklist;
  /** The answers' photos by id (JPEG, PNG or WebP); a missing one is left out. */
  fotos: Map<string, Buffer>;
  geradoEm: Date;
  geradoPor: string;
}

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const FOOTER_SPACE = 28;
const INK = '#1f1f1f';
const MUTED = '#5f5f5f';
const RULE = '#9e9e9e';
const BRAND = '#6305c6';
const HEADER_FILL = '#efe7fa';
const NC_FILL = '#fde8e8';

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6 });

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottomLimit = (doc: Doc) => doc.page.height - MARGIN - FOOTER_SPACE;

/** Starts a new page when `height` points would run into the footer. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** A title never ends a page alone: it moves on with at least `keep` points of what follows it. */
function sectionTitle(doc: Doc, title: string, keep = 40): void {
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

type Cell = string | { text: string; backgroundColor?: string };

/** A bordered table with a shaded header row; pdfkit carries long tables over to the next page. */
function table(doc: Doc, header: string[], rows: Cell[][], widths: (number | '*')[]): void {
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

function header(doc: Doc, c: TChecklist): void {
  const width = contentWidth(doc);
  doc.font('Helvetica-Bold').fontSize(15).fillColor(BRAND).text('CHECKLIST', MARGIN, MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(`${c.modelo.nome} · versão ${c.modelo.versao}`, MARGIN, MARGIN + 2, { width, align: 'right' });
  doc.moveDown(0.8);
  table(
    doc,
    ['Obra', 'Ordem de serviço', 'Situação'],
    [
      [
        `${c.obra.codigo} — ${c.obra.nome}`,
        `OS nº ${c.os.numero} (${OS_TIPO_LABEL[c.os.tipo]}) — ${c.os.titulo}`,
        CHECKLIST_STATUS_LABEL[c.status],
      ],
    ],
    [150, '*', 90],
  );
  const k = c.contagem;
  table(
    doc,
    ['Iniciado por', 'Iniciado em', 'Concluído em', 'Resultado'],
    [
      [
        c.autor?.name ?? '—',
        formatDateTime(c.createdAt),
        c.concluidoEm ? formatDateTime(c.concluidoEm) : '—',
        `${k.conformes} conforme(s) · ${k.naoConformes} não conforme(s) · ${k.na} N.A.`,
      ],
    ],
    ['*', 90, 90, 190],
  );
}

function answerText(item: TChecklistItemModelo, r: TChecklistResposta | undefined): string {
  if (!r) return '—';
  let text: string;
  switch (item.tipo) {
    case 'conformidade':
      text = CHECKLIST_RESULTADO_LABEL[r.resultado];
      break;
    case 'medicao':
      text =
        `${typeof r.valor === 'number' ? decimal.format(r.valor) : String(r.valor)} ${item.unidade ?? ''}`.trim();
      break;
    case 'texto':
      text = String(r.valor ?? '');
      break;
    case 'foto':
      text = 'Foto anexada';
      break;
    case 'assinatura':
      text = 'Assinado';
      break;
  }
  return r.nota ? `${text}\nNota: ${r.nota}` : text;
}

function question(item: TChecklistItemModelo): string {
  const range = item.tipo === 'medicao' ? `\n(${faixaDaMedicao(item)})` : '';
  return `${item.texto}${item.obrigatorio ? '' : ' (opcional)'}${range}`;
}

/** Fits any photo the portal accepts (WebP too, which PDF cannot hold) into a small JPEG. */
async function printable(imagem: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(imagem)
      .rotate()
      .resize(600, 600, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The section's photos as thumbnails, three a row, each captioned with its item. */
async function thumbnails(doc: Doc, fotos: { legenda: string; imagem: Buffer }[]): Promise<void> {
  const gap = 10;
  const cell = (contentWidth(doc) - gap * 2) / 3;
  const imageHeight = 110;
  const captionHeight = 24;
  for (let i = 0; i < fotos.length; i += 3) {
    ensureSpace(doc, imageHeight + captionHeight + 6);
    const top = doc.y + 6;
    for (const [column, foto] of fotos.slice(i, i + 3).entries()) {
      const x = MARGIN + column * (cell + gap);
      const jpeg = await printable(foto.imagem);
      doc.rect(x, top, cell, imageHeight).lineWidth(0.5).strokeColor(RULE).stroke();
      if (jpeg)
        doc.image(jpeg, x + 2, top + 2, {
          fit: [cell - 4, imageHeight - 4],
          align: 'center',
          valign: 'center',
        });
      else
        doc
          .fontSize(8)
          .fillColor(MUTED)
          .text('Imagem ilegível', x, top + imageHeight / 2, { width: cell, align: 'center' });
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor(INK)
        .text(foto.legenda, x, top + imageHeight + 3, {
          width: cell,
          height: captionHeight - 4,
          ellipsis: true,
        });
    }
    doc.x = MARGIN;
    doc.y = top + imageHeight + captionHeight;
  }
}

async function secoes(doc: Doc, input: ChecklistPdfInput): Promise<void> {
  const c = input.checklist;
  const byItem = new Map(c.respostas.map((r) => [r.itemId, r]));
  for (const [index, secao] of c.secoes.entries()) {
    sectionTitle(doc, `${index + 1}. ${secao.titulo}`);
    table(
      doc,
      ['Item', 'Resposta', 'Resultado', 'Por / em'],
      secao.itens.map((item) => {
        const r = byItem.get(item.id);
        const nc = r?.resultado === 'nao_conforme';
        const resultado = r ? CHECKLIST_RESULTADO_LABEL[r.resultado] : 'Sem resposta';
        return [
          question(item),
          answerText(item, r),
          nc ? { text: resultado, backgroundColor: NC_FILL } : resultado,
          r ? `${r.porNome}\n${formatDateTime(r.em)}` : '—',
        ];
      }),
      ['*', 150, 70, 100],
    );
    const fotos = secao.itens.flatMap((item) => {
      const r = byItem.get(item.id);
      const imagem = r?.fotoId ? input.fotos.get(r.fotoId) : undefined;
      return imagem ? [{ legenda: item.texto, imagem }] : [];
    });
    await thumbnails(doc, fotos);
  }
}

function signatureBox(doc: Doc, x: number, top: number, width: number, role: string, a: TAssinatura | null) {
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

function assinaturas(doc: Doc, c: TChecklist): void {
  sectionTitle(doc, 'Assinaturas', 135);
  const gap = 40;
  const width = (contentWidth(doc) - gap) / 2;
  const top = doc.y + 6;
  signatureBox(doc, MARGIN, top, width, 'Executor', c.assinaturaExecutor);
  if (c.exigeAssinaturaCliente)
    signatureBox(doc, MARGIN + width + gap, top, width, 'Cliente no local', c.assinaturaCliente);
  doc.x = MARGIN;
  doc.y = top + 125;
}

/** Obra, order and page count, with who printed it, on every page. */
function footers(doc: Doc, input: ChecklistPdfInput): void {
  const range = doc.bufferedPageRange();
  const c = input.checklist;
  const left = `${c.obra.codigo} · OS nº ${c.os.numero} · ${c.modelo.nome} v${c.modelo.versao} — gerado no Portal de Obras em ${formatDateTime(input.geradoEm)} por ${input.geradoPor}`;
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

/**
 * The filled checklist as the site files it (A4 portrait): a header with obra, order and the template's version,
 * each section's items with the answer, its result (non-conforming shaded), who answered and when, the section's
 * photos as thumbnails, the signatures, and a footer with the page count on every page.
 */
export async function renderChecklistPdf(input: ChecklistPdfInput): Promise<Buffer> {
  const c = input.checklist;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: `Checklist ${c.modelo.nome} — OS nº ${c.os.numero} — ${c.obra.codigo}`,
      Author: c.autor?.name ?? 'Portal de Obras',
      Creator: 'Portal de Obras',
      CreationDate: input.geradoEm,
    },
    lang: 'pt-BR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, c);
  await secoes(doc, input);
  assinaturas(doc, c);
  footers(doc, input);
  doc.end();
  return done;
}
