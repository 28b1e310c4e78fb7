import {
  CHECKLIST_RESULTADO_LABEL,
  CHECKLIST_STATUS_LABEL,
  OS_TIPO_LABEL,
  faixaDaMedicao,
  formatDateTime,
  type TChecklist,
  type TChecklistItemModelo,
  type TChecklistResposta,
} from '@portal/domain';
import {
  pageFooters,
  photoGrid,
  reportTitle,
  sectionTitle,
  signatureRow,
  startReport,
  table,
  type Doc,
  type PhotoGridLayout,
} from '../../pdf/report-pdf';

export interface ChecklistPdfInput {
  checklist: TChecklist;
  /** The answers' photos by id (JPEG, PNG or WebP); a missing one is left out. */
  fotos: Map<string, Buffer>;
  geradoEm: Date;
  geradoPor: string;
}

const NC_FILL = '#fde8e8';

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6 });

function header(doc: Doc, c: TChecklist): void {
  reportTitle(doc, 'CHECKLIST', `${c.modelo.nome} · versão ${c.modelo.versao}`);
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

/** The section's photos as thumbnails, three a row, each captioned with its item. */
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
    await photoGrid(doc, fotos, THUMBNAILS);
  }
}

function assinaturas(doc: Doc, c: TChecklist): void {
  sectionTitle(doc, 'Assinaturas', 135);
  signatureRow(
    doc,
    { role: 'Executor', assinatura: c.assinaturaExecutor },
    c.exigeAssinaturaCliente ? { role: 'Cliente no local', assinatura: c.assinaturaCliente } : null,
  );
}

/**
 * The filled checklist as the site files it (A4 portrait): a header with obra, order and the template's version,
 * each section's items with the answer, its result (non-conforming shaded), who answered and when, the section's
 * photos as thumbnails, the signatures, and a footer with the page count on every page.
 */
export async function renderChecklistPdf(input: ChecklistPdfInput): Promise<Buffer> {
  const c = input.checklist;
  const { doc, done } = startReport({
    Title: `Checklist ${c.modelo.nome} — OS nº ${c.os.numero} — ${c.obra.codigo}`,
    Author: c.autor?.name ?? 'Portal de Obras',
    CreationDate: input.geradoEm,
  });
  header(doc, c);
  await secoes(doc, input);
  assinaturas(doc, c);
  // Obra, order and page count, with who printed it, on every page.
  pageFooters(
    doc,
    `${c.obra.codigo} · OS nº ${c.os.numero} · ${c.modelo.nome} v${c.modelo.versao} — gerado no Portal de Obras em ${formatDateTime(input.geradoEm)} por ${input.geradoPor}`,
  );
  doc.end();
  return done;
}
