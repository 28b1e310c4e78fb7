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
  type TRdo,
  type TRdoSecao,
} from '@portal/domain';
import {
  ensureSpace,
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

export interface RdoPdfInput {
  rdo: TRdo;
  /** The photos' bytes, in the report's order (JPEG, PNG or WebP). */
  fotos: { legenda: string; imagem: Buffer }[];
  geradoEm: Date;
  geradoPor: string;
}

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;
const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
const percent = (value: number | null) => (value === null ? '—' : `${decimal.format(value)} %`);

function header(doc: Doc, rdo: TRdo): void {
  reportTitle(doc, 'RELATÓRIO DIÁRIO DE OBRA', `RDO nº ${String(rdo.numero).padStart(3, '0')}`);
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

/** Two photos a row, each with its caption under it. */
async function fotos(doc: Doc, input: RdoPdfInput): Promise<void> {
  if (!input.fotos.length) return paragraph(doc, 'Nenhuma foto.');
  const captioned = input.fotos.map((foto, i) => ({
    legenda: `Foto ${i + 1}${foto.legenda ? ` — ${foto.legenda}` : ''}`,
    imagem: foto.imagem,
  }));
  await photoGrid(doc, captioned, PHOTO_LAYOUT);
}

function assinaturas(doc: Doc, rdo: TRdo): void {
  ensureSpace(doc, 130);
  signatureRow(
    doc,
    { role: 'Responsável pela obra', assinatura: rdo.assinaturaResponsavel },
    { role: 'Fiscalização do cliente', assinatura: rdo.assinaturaCliente },
  );
}

const PHOTO_LAYOUT: PhotoGridLayout = {
  columns: 2,
  gap: 14,
  imageHeight: 190,
  captionHeight: 26,
  captionSize: 8,
  spaceBefore: 0,
  printSize: 1200,
  quality: 80,
};

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
  const { doc, done } = startReport({
    Title: `RDO nº ${rdo.numero} — ${rdo.obra.codigo} — ${formatDate(rdo.data)}`,
    Author: rdo.autor?.name ?? 'Portal de Obras',
    CreationDate: input.geradoEm,
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
  // Obra, page count and who printed it, on every page.
  pageFooters(
    doc,
    `${rdo.obra.codigo} · RDO nº ${rdo.numero} · ${formatDate(rdo.data)} — gerado no Portal de Obras em ${formatDateTime(input.geradoEm)} por ${input.geradoPor}`,
  );
  doc.end();
  return done;
}
