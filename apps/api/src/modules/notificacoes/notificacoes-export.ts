import {
  NOTIFICACAO_TIPO_LABEL,
  ZNotificacaoListQuery,
  type TNotificacaoListQuery,
  type TNotificacaoTipo,
} from '@portal/domain';
import type { ExportSource } from '../exportacoes';
import { findNotificationsPage, type NotificacaoRow } from './notificacoes.repository';

/**
 * `/notificacoes` in Excel: the export's owner's own notifications (only the unread with the page's switch), newest
 * first, page by page through the list's own query. Every signed-in user has this list, so no subject guards it: the
 * owner's id (the export job's, never a filter) keeps everyone to their own. The link is whole, as the e-mails
 * give it, so it opens the record from the spreadsheet.
 */
export function notificacoesExportSource(
  publicUrl: string,
): ExportSource<TNotificacaoListQuery, NotificacaoRow> {
  return {
    lista: 'notificacoes',
    titulo: 'Notificações',
    arquivo: 'Notificacoes',
    subject: 'signed-in',
    query: ZNotificacaoListQuery,
    columns: [
      { header: 'Quando', key: 'criadaEm', type: 'dataHora', width: 17, value: (n) => n.createdAt },
      {
        header: 'Tipo',
        key: 'tipo',
        type: 'texto',
        width: 26,
        value: (n) => NOTIFICACAO_TIPO_LABEL[n.tipo as TNotificacaoTipo] ?? n.tipo,
      },
      { header: 'Notificação', key: 'titulo', type: 'texto', width: 48, value: (n) => n.titulo },
      { header: 'Detalhe', key: 'texto', type: 'texto', width: 48, value: (n) => n.texto },
      { header: 'Lida', key: 'lida', type: 'texto', width: 7, value: (n) => (n.lidaEm ? 'Sim' : 'Não') },
      { header: 'Link', key: 'link', type: 'texto', width: 50, value: (n) => `${publicUrl}${n.link}` },
    ],
    page: ({ db, userId }, query) => findNotificationsPage(db, userId, query),
  };
}
