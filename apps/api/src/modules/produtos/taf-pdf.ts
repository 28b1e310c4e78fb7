import {
  TAF_PONTO_TIPO_LABEL,
  TAF_STATUS_LABEL,
  formatDateTime,
  type TTaf,
  type TTafPontoRegistro,
} from '@portal/domain';
import {
  pageFooters,
  paragraph,
  photoGrid,
  reportTitle,
  sectionTitle,
  signatureRow,
  startReport,
  table,
  type Doc,
  type PhotoGridLayout,
} from '../../pdf/report-pdf';

export interface TafPdfInput {
  taf: TTaf;
  /** The points' photos by file id (JPEG, PNG or WebP); a missing one is left out. */
  fotos: Map<string, Buffer>;
  geradoEm: Date;
  geradoPor: string;
}

const NC_FILL = '#fde8e8';
const OK_FILL = '#e6f4ea';
const RESULTADO: Record<string, string> = {
  conforme: 'Conforme',
  nao_conforme: 'Não conforme',
  nao_aplicavel: 'N.A.',
};

/** Decimals as Brazil writes them ("10,05"). */
const br = (valor: string | number | undefined) =>
  valor === undefined ? '' : String(valor).replace('.', ',');

function header(doc: Doc, t: TTaf): void {
  const rascunho = t.status !== 'assinado';
  reportTitle(
    doc,
    rascunho ? 'TAF — RASCUNHO (NÃO ASSINADO)' : 'TESTE DE ACEITAÇÃO EM FÁBRICA (TAF)',
    `TAF nº ${t.numero}`,
  );
  table(
    doc,
    ['Produto', 'Nº de série', 'Família'],
    [[`${t.produto.codigo} — ${t.produto.nome}`, t.numeroSerie, t.produto.familia]],
    ['*', 110, 110],
  );
  table(
    doc,
    ['Fabricação', 'Cliente', 'Modelo'],
    [[`${t.obra.codigo} — ${t.obra.nome}`, t.obra.cliente || '—', t.modelo?.nome ?? '—']],
    ['*', 140, 130],
  );
  const veredito = t.resultado === 'reprovado' ? 'REPROVADO' : t.resultado === 'aprovado' ? 'APROVADO' : '—';
  table(
    doc,
    ['Situação', 'Concluído em', 'Assinado em', 'Resultado'],
    [
      [
        TAF_STATUS_LABEL[t.status],
        t.concluidoEm ? formatDateTime(t.concluidoEm) : '—',
        t.assinadoEm ? formatDateTime(t.assinadoEm) : '—',
        t.resultado
          ? { text: veredito, backgroundColor: t.resultado === 'reprovado' ? NC_FILL : OK_FILL }
          : veredito,
      ],
    ],
    ['*', 100, 100, 100],
  );
  if (rascunho)
    paragraph(
      doc,
      'Documento sem valor de aceitação: o TAF ainda não foi assinado pela fábrica e pelo cliente.',
    );
}

function esperado(p: TTafPontoRegistro): string {
  if (p.tipo !== 'medicao') return TAF_PONTO_TIPO_LABEL[p.tipo];
  return `${br(p.nominal)} ± ${br(p.tolerancia)} ${p.unidade ?? ''}`.trim();
}

function medido(p: TTafPontoRegistro): string {
  const r = p.resposta;
  if (!r) return '—';
  const valor =
    p.tipo === 'medicao' && r.valorMedido !== null ? `${br(r.valorMedido)} ${p.unidade ?? ''}`.trim() : '';
  const partes = [valor, r.foto ? 'Foto anexada' : '', r.observacao ? `Obs.: ${r.observacao}` : ''];
  if (r.ocorrenciaSgi) partes.push(`Não conformidade SGI nº ${r.ocorrenciaSgi.numero}`);
  return partes.filter(Boolean).join('\n') || '—';
}

const THUMBNAILS: PhotoGridLayout = {
  columns: 3,
  gap: 10,
  imageHeight: 110,
  captionHeight: 24,
  captionSize: 7.5,
  spaceBefore: 6,
  printSize: 600,
  quality: 75,
};

async function pontos(doc: Doc, input: TafPdfInput): Promise<void> {
  const t = input.taf;
  sectionTitle(doc, 'Pontos de controle');
  table(
    doc,
    ['Nº', 'Ponto de controle', 'Esperado', 'Medido / observação', 'Resultado', 'Verificado por / em'],
    t.pontos.map((p) => {
      const r = p.resposta;
      const resultado = r ? RESULTADO[r.resultado]! : 'Sem resposta';
      return [
        String(p.ordem),
        p.descricao,
        esperado(p),
        medido(p),
        r?.resultado === 'nao_conforme' ? { text: resultado, backgroundColor: NC_FILL } : resultado,
        r ? `${r.verificadoPor?.nome ?? '—'}\n${formatDateTime(r.verificadoEm)}` : '—',
      ];
    }),
    [22, '*', 70, 110, 62, 90],
  );
  const fotos = t.pontos.flatMap((p) => {
    const imagem = p.resposta?.foto ? input.fotos.get(p.resposta.foto.id) : undefined;
    return imagem ? [{ legenda: `${p.ordem}. ${p.descricao}`, imagem }] : [];
  });
  if (fotos.length > 0) {
    sectionTitle(doc, 'Fotos', 140);
    await photoGrid(doc, fotos, THUMBNAILS);
  }
}

function testemunhas(doc: Doc, t: TTaf): void {
  sectionTitle(doc, 'Testemunhas');
  if (t.testemunhas.length === 0) {
    paragraph(doc, 'Nenhuma testemunha registrada.');
    return;
  }
  table(
    doc,
    ['Nome', 'Empresa', 'Cargo'],
    t.testemunhas.map((w) => [w.nome, w.empresa, w.cargo || '—']),
    ['*', 160, 130],
  );
}

function assinaturas(doc: Doc, t: TTaf): void {
  sectionTitle(doc, 'Assinaturas', 135);
  const comEmpresa = (a: TTaf['assinaturaFabrica']) =>
    a ? { ...a, cargo: [a.cargo, a.empresa].filter(Boolean).join(' — ') } : null;
  signatureRow(
    doc,
    { role: 'Inspetor da fábrica', assinatura: comEmpresa(t.assinaturaFabrica) },
    { role: 'Inspetor do cliente', assinatura: comEmpresa(t.assinaturaCliente) },
  );
}

/** A diagonal note across each page of a TAF not yet signed. */
function marcaDagua(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.save();
    doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc
      .font('Helvetica-Bold')
      .fontSize(72)
      .fillColor('#c62828')
      .fillOpacity(0.12)
      .text('RASCUNHO', 0, doc.page.height / 2 - 40, {
        width: doc.page.width,
        align: 'center',
        lineBreak: false,
      });
    doc.restore();
  }
}

/**
 * The TAF as the client files it (A4 portrait): product, serial number, fabrication and client; the points with
 * nominal ± tolerance, the measured value, the result (failures shaded), who checked and when; photos; witnesses;
 * both signatures and the verdict. Before the second signature every page says RASCUNHO.
 */
export async function renderTafPdf(input: TafPdfInput): Promise<Buffer> {
  const t = input.taf;
  const { doc, done } = startReport({
    Title: `TAF nº ${t.numero} — ${t.produto.codigo} nº de série ${t.numeroSerie}`,
    Author: t.assinaturaFabrica?.nome ?? 'Portal de Obras',
    CreationDate: input.geradoEm,
  });
  header(doc, t);
  await pontos(doc, input);
  testemunhas(doc, t);
  assinaturas(doc, t);
  if (t.status !== 'assinado') marcaDagua(doc);
  pageFooters(
    doc,
    `TAF nº ${t.numero} · ${t.produto.codigo} série ${t.numeroSerie} · ${t.obra.codigo} — gerado no Portal de Obras em ${formatDateTime(input.geradoEm)} por ${input.geradoPor}`,
  );
  doc.end();
  return done;
}
