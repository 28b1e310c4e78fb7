import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import {
  CONDICAO_LABEL,
  MAO_DE_OBRA_TIPO_LABEL,
  OCORRENCIA_TIPO_LABEL,
  PERIODOS,
  PERIODO_LABEL,
  RDO_SECAO_LABEL,
  RDO_STATUS_LABEL,
  TEMPO_LABEL,
  formatDate,
  formatDateTime,
  weekdayOf,
  type TAssinatura,
  type TRdo,
  type TRdoSecao,
} from '@portal/domain';

export interface RdoPdfInput {
  rdo: TRdo;
  /** The photos' bytes, in the report's order (JPEG, PNG or WebP). */
  fotos: { legenda: string; imagem: Buffer }[];
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

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;
const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
const percent = (value: number | null) => (value === null ? '—' : `${decimal.format(value)} %`);

function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - MARGIN - FOOTER_SPACE;
}

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

function paragraph(doc: Doc, text: string): void {
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(INK)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
}

/** A bordered table with a shaded header row; pdfkit carries long tables over to the next page. */
function table(doc: Doc, header: string[], rows: string[][], widths: (number | '*')[]): void {
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

function header(doc: Doc, rdo: TRdo): void {
  const width = contentWidth(doc);
  doc.font('Helvetica-Bold').fontSize(15).fillColor(BRAND).text('RELATÓRIO DIÁRIO DE OBRA', MARGIN, MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(`RDO nº ${String(rdo.numero).padStart(3, '0')}`, MARGIN, MARGIN + 2, { width, align: 'right' });
  doc.moveDown(0.8);
  const c = rdo.conteudo;
  const expediente = c.semTrabalho
    ? 'Sem expediente'
    : c.horarioInicio || c.horarioFim
      ? `${c.horarioInicio ?? '?'} às ${c.horarioFim ?? '?'}`
      : '—';
  const data = `${formatDate(rdo.data)} (${weekdayOf(rdo.data)})`;
  table(
    doc,
    ['Obra', 'Cliente', 'Data'],
    [[`${rdo.obra.codigo} — ${rdo.obra.nome}`, rdo.obra.cliente, data]],
    ['*', 150, 120],
  );
  table(
    doc,
    ['Responsável (site manager)', 'Preenchido por', 'Expediente', 'Situação'],
    [[rdo.siteManager?.name ?? '—', rdo.autor?.name ?? '—', expediente, RDO_STATUS_LABEL[rdo.status]]],
    ['*', '*', 90, 90],
  );
}

function clima(doc: Doc, rdo: TRdo): void {
  const rows = PERIODOS.map((p) => {
    const period = rdo.conteudo.clima[p];
    return [
      PERIODO_LABEL[p],
      period ? label(TEMPO_LABEL, period.tempo) : 'Sem turno',
      period ? label(CONDICAO_LABEL, period.condicao) : '—',
    ];
  });
  table(doc, ['Período', 'Tempo', 'Condição de trabalho'], rows, [120, '*', '*']);
}

function maoDeObra(doc: Doc, rdo: TRdo): void {
  const items = rdo.conteudo.maoDeObra;
  if (!items.length) return paragraph(doc, 'Nenhum profissional informado.');
  const total = (tipo: string) => sum(items.filter((m) => m.tipo === tipo).map((m) => m.quantidade));
  table(
    doc,
    ['Função', 'Empresa', 'Tipo', 'Qtd.', 'Horas'],
    [
      ...items.map((m) => [
        m.funcao,
        m.empresa || '—',
        label(MAO_DE_OBRA_TIPO_LABEL, m.tipo),
        String(m.quantidade),
        m.horas === null ? '—' : decimal.format(m.horas),
      ]),
      [
        'Efetivo total',
        `própria ${total('propria')} · terceirizada ${total('terceirizada')}`,
        '',
        String(sum(items.map((m) => m.quantidade))),
        '',
      ],
    ],
    ['*', '*', 80, 40, 45],
  );
}

function equipamentos(doc: Doc, rdo: TRdo): void {
  const items = rdo.conteudo.equipamentos;
  if (!items.length) return paragraph(doc, 'Nenhum equipamento informado.');
  table(
    doc,
    ['Equipamento', 'Qtd.', 'Operando', 'Parado'],
    items.map((e) => [e.descricao, String(e.quantidade), String(e.operando), String(e.parado)]),
    ['*', 45, 60, 60],
  );
}

function atividades(doc: Doc, rdo: TRdo): void {
  const items = rdo.conteudo.atividades;
  if (!items.length) return paragraph(doc, 'Nenhuma atividade informada.');
  table(
    doc,
    ['Atividade', '% previsto', '% realizado', 'Observação'],
    items.map((a) => [
      a.atividadePlanejadaId ? a.descricao : `${a.descricao} (não planejada)`,
      percent(a.percentualPrevisto),
      percent(a.percentualAcumulado),
      a.observacao || '—',
    ]),
    ['*', 62, 66, 150],
  );
}

function ocorrencias(doc: Doc, rdo: TRdo): void {
  const items = rdo.conteudo.ocorrencias;
  if (!items.length) return paragraph(doc, 'Nenhuma ocorrência.');
  table(
    doc,
    ['Tipo', 'Descrição'],
    items.map((o) => [label(OCORRENCIA_TIPO_LABEL, o.tipo), o.descricao]),
    [130, '*'],
  );
}

/** Fits any photo the portal accepts (WebP too, which PDF cannot hold) into a JPEG of printing size. */
async function printable(imagem: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(imagem)
      .rotate()
      .resize(1200, 1200, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** Two photos a row, each with its caption under it. */
async function fotos(doc: Doc, input: RdoPdfInput): Promise<void> {
  if (!input.fotos.length) return paragraph(doc, 'Nenhuma foto.');
  const gap = 14;
  const cellWidth = (contentWidth(doc) - gap) / 2;
  const imageHeight = 190;
  const captionHeight = 26;
  for (let i = 0; i < input.fotos.length; i += 2) {
    ensureSpace(doc, imageHeight + captionHeight);
    const top = doc.y;
    for (const [column, foto] of input.fotos.slice(i, i + 2).entries()) {
      const x = MARGIN + column * (cellWidth + gap);
      const jpeg = await printable(foto.imagem);
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
        .fontSize(8)
        .fillColor(INK)
        .text(`Foto ${i + column + 1}${foto.legenda ? ` — ${foto.legenda}` : ''}`, x, top + imageHeight + 3, {
          width: cellWidth,
          height: captionHeight - 4,
          ellipsis: true,
        });
    }
    doc.x = MARGIN;
    doc.y = top + imageHeight + captionHeight;
  }
}

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

function assinaturas(doc: Doc, rdo: TRdo): void {
  ensureSpace(doc, 130);
  const gap = 40;
  const width = (contentWidth(doc) - gap) / 2;
  const top = doc.y + 6;
  signatureBox(doc, MARGIN, top, width, 'Responsável pela obra', rdo.assinaturaResponsavel);
  signatureBox(doc, MARGIN + width + gap, top, width, 'Fiscalização do cliente', rdo.assinaturaCliente);
  doc.x = MARGIN;
  doc.y = top + 125;
}

/** Obra, page count and who printed it, on every page. */
function footers(doc: Doc, input: RdoPdfInput): void {
  const range = doc.bufferedPageRange();
  const { rdo } = input;
  const left = `${rdo.obra.codigo} · RDO nº ${rdo.numero} · ${formatDate(rdo.data)} — gerado no Portal de Obras em ${formatDateTime(input.geradoEm)} por ${input.geradoPor}`;
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

/** The first row of photos and the signature boxes go whole under their titles. */
const KEEP_WITH_TITLE: Partial<Record<TRdoSecao, number>> = { fotos: 220, assinaturas: 135 };

const SECTIONS: Partial<Record<TRdoSecao, (doc: Doc, input: RdoPdfInput) => void | Promise<void>>> = {
  clima: (doc, { rdo }) => clima(doc, rdo),
  maoDeObra: (doc, { rdo }) => maoDeObra(doc, rdo),
  equipamentos: (doc, { rdo }) => equipamentos(doc, rdo),
  atividades: (doc, { rdo }) => atividades(doc, rdo),
  ocorrencias: (doc, { rdo }) => ocorrencias(doc, rdo),
  comentarios: (doc, { rdo }) => paragraph(doc, rdo.conteudo.comentarios || 'Sem comentários.'),
  fotos,
  assinaturas: (doc, { rdo }) => assinaturas(doc, rdo),
};

/**
 * The report as a site prints and signs it (A4 portrait): a header with obra, client, date, site manager and
 * status, then every section the obra keeps switched on, in the form's order (rain goes with the weather), the
 * photos two by two with captions, the drawn signatures, and a footer with the page count on every page.
 */
export async function renderRdoPdf(input: RdoPdfInput): Promise<Buffer> {
  const { rdo } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: `RDO nº ${rdo.numero} — ${rdo.obra.codigo} — ${formatDate(rdo.data)}`,
      Author: rdo.autor?.name ?? 'Portal de Obras',
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

  header(doc, rdo);
  for (const secao of rdo.secoes) {
    if (secao === 'chuva') {
      sectionTitle(doc, RDO_SECAO_LABEL.chuva);
      paragraph(
        doc,
        rdo.conteudo.chuvaMm === null ? 'Não medida.' : `${decimal.format(rdo.conteudo.chuvaMm)} mm no dia`,
      );
      continue;
    }
    const draw = SECTIONS[secao];
    if (!draw) continue;
    sectionTitle(doc, RDO_SECAO_LABEL[secao], KEEP_WITH_TITLE[secao]);
    await draw(doc, input);
  }
  if (rdo.conteudo.semTrabalho) {
    sectionTitle(doc, 'Observação');
    paragraph(doc, 'Dia sem expediente na obra.');
  }
  footers(doc, input);
  doc.end();
  return done;
}
