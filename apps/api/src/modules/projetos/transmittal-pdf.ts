import {
  PROJETO_ESCOPO_SUBJECT,
  PROJETO_FINALIDADE_LABEL,
  formatDate,
  formatDateTime,
  type TTransmittal,
} from '@portal/domain';
import { pageFooters, paragraph, reportTitle, sectionTitle, startReport, table } from '../../pdf/report-pdf';

export interface TransmittalPdfInput {
  transmittal: TTransmittal;
  geradoEm: Date;
  geradoPor: string;
}

const TITULO = {
  [PROJETO_ESCOPO_SUBJECT.cre]: 'GUIA DE REMESSA DE DOCUMENTOS',
  [PROJETO_ESCOPO_SUBJECT.fabrica]: 'GUIA DE REMESSA DE PROJETOS DA FÁBRICA',
};

/**
 * The transmittal's cover sheet (A4 portrait), as it goes with the files to the client: its number, obra, who issued
 * it and when, the date the client is asked to answer by, and every document with its revision, purpose and file
 * count; room for the receipt.
 */
export async function renderTransmittalPdf(input: TransmittalPdfInput): Promise<Buffer> {
  const t = input.transmittal;
  const { doc, done } = startReport({
    Title: `${t.numero} — ${t.obra.codigo} ${t.obra.nome}`,
    Author: t.emitidoPor.nome,
    CreationDate: input.geradoEm,
  });
  reportTitle(doc, TITULO[PROJETO_ESCOPO_SUBJECT[t.escopo]], t.numero);
  table(
    doc,
    ['Obra', 'Emitida em', 'Emitida por', 'Responder até'],
    [
      [
        `${t.obra.codigo} — ${t.obra.nome}`,
        formatDateTime(t.emitidoEm),
        t.emitidoPor.nome,
        t.prazo ? formatDate(t.prazo) : '—',
      ],
    ],
    ['*', 90, 110, 80],
  );
  if (t.observacao) {
    sectionTitle(doc, 'Observação');
    paragraph(doc, t.observacao);
  }
  sectionTitle(doc, `Documentos (${t.itens.length})`);
  table(
    doc,
    ['Nº', 'Documento', 'Título', 'Revisão', 'Finalidade', 'Arquivos'],
    t.itens.map((item, i) => [
      String(i + 1),
      item.numero,
      item.titulo,
      item.revisao,
      PROJETO_FINALIDADE_LABEL[item.finalidade],
      String(item.arquivos),
    ]),
    [22, 120, '*', 48, 82, 48],
  );
  sectionTitle(doc, 'Recebimento', 80);
  paragraph(doc, 'Recebido por: ______________________________________   Data: ____/____/________');
  pageFooters(
    doc,
    `${t.numero} · ${t.obra.codigo} — gerado no Portal de Obras em ${formatDateTime(input.geradoEm)} por ${input.geradoPor}`,
  );
  doc.end();
  return done;
}
