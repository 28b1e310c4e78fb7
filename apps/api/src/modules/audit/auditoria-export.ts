import { ZAuditoriaQuery, type TAuditoriaItem, type TAuditoriaQuery } from '@portal/domain';
import type { RecordRegistry } from '../../records/record-registry';
import type { ExportSource } from '../exportacoes';
import { listAuditoria } from './audit-page.service';

/** Who did it, and whom they stood in for as a substitute, as the page's card says it. */
function usuarioOf(item: TAuditoriaItem): string {
  return item.substituindo ? `${item.por.nome} (substituindo ${item.substituindo})` : item.por.nome;
}

/** The refused request (with the message it got), or the reason given with the change. */
function detalheOf(item: TAuditoriaItem): string | null {
  if (item.acesso) {
    const { metodo, caminho, status, mensagem } = item.acesso;
    return [`${metodo} ${caminho}`, String(status), mensagem].filter(Boolean).join(' · ');
  }
  return item.detalhe;
}

/**
 * Every field that changed, in words, in one cell: "Status: Em preenchimento → Finalizado; Comentários: vazio →
 * Laje concretada." (the page opens them in a dialog; a spreadsheet has to say them).
 */
function camposOf(item: TAuditoriaItem): string | null {
  if (item.mudancas.length === 0) return null;
  return item.mudancas.map((m) => `${m.rotulo}: ${m.antes ?? 'vazio'} → ${m.depois ?? 'vazio'}`).join('; ');
}

/**
 * `/auditoria` in Excel (administrators): the log with the page's filters, newest first, page by page through the
 * page's own service (its repository query and the module's names for fields and actions). The route's subject
 * decides who may export it, as it decides who may read it.
 */
export function auditoriaExportSource(
  records: RecordRegistry,
): ExportSource<TAuditoriaQuery, TAuditoriaItem> {
  return {
    lista: 'auditoria',
    titulo: 'Auditoria',
    arquivo: 'Auditoria',
    subject: 'Auditoria',
    query: ZAuditoriaQuery,
    columns: [
      { header: 'Quando', key: 'em', type: 'dataHora', width: 17, value: (i) => i.em },
      { header: 'Usuário', key: 'usuario', type: 'texto', width: 28, value: usuarioOf },
      { header: 'Módulo', key: 'modulo', type: 'texto', width: 16, value: (i) => i.entidadeRotulo },
      { header: 'Ação', key: 'acao', type: 'texto', width: 26, value: (i) => i.acaoRotulo },
      { header: 'Registro', key: 'registro', type: 'texto', width: 38, value: (i) => i.registro },
      { header: 'Detalhe', key: 'detalhe', type: 'texto', width: 48, value: detalheOf },
      { header: 'Campos alterados', key: 'campos', type: 'texto', width: 70, value: camposOf },
    ],
    page: async ({ db }, query) => {
      const { items, total } = await listAuditoria({ db, records }, query);
      return { rows: items, total };
    },
  };
}
