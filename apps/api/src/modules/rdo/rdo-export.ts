import { RDO_STATUS_LABEL, ZRdoListQuery, type TRdoListQuery } from '@portal/domain';
import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { ExportSource } from '../exportacoes';
import { RDO_FIELDS, findRdosPage } from './rdo.repository';

type RdoListRow = Awaited<ReturnType<typeof findRdosPage>>['rows'][number];

/**
 * `/diarios` in Excel: the reports the user may read, with the list's filters and sort, page by page through the
 * list's own query (the columns the list shows, plus when each report last changed).
 */
export const rdoExportSource: ExportSource<TRdoListQuery, RdoListRow> = {
  lista: 'diarios',
  titulo: 'Diários de obra (RDO)',
  arquivo: 'Diarios',
  subject: 'RDO',
  query: ZRdoListQuery,
  columns: [
    { header: 'Nº', key: 'numero', type: 'numero', width: 7, value: (r) => r.numero },
    { header: 'Data', key: 'data', type: 'data', width: 12, value: (r) => r.data },
    {
      header: 'Obra',
      key: 'obra',
      type: 'texto',
      width: 40,
      value: (r) => `${r.obra.codigo} — ${r.obra.nome}`,
    },
    { header: 'Status', key: 'status', type: 'texto', width: 18, value: (r) => RDO_STATUS_LABEL[r.status] },
    { header: 'Autor', key: 'autor', type: 'texto', width: 26, value: (r) => r.autor },
    { header: 'Efetivo', key: 'efetivo', type: 'numero', width: 9, value: (r) => r.efetivo },
    { header: 'Chuva (mm)', key: 'chuva', type: 'numero', casas: 2, width: 11, value: (r) => r.chuvaMm },
    { header: 'Ocorrências', key: 'ocorrencias', type: 'numero', width: 12, value: (r) => r.ocorrencias },
    { header: 'Fotos', key: 'fotos', type: 'numero', width: 7, value: (r) => r.fotos },
    { header: 'Atualizado em', key: 'updatedAt', type: 'dataHora', width: 17, value: (r) => r.updatedAt },
  ],
  page: ({ db, ability }, query) =>
    findRdosPage(db, query, accessibleWhere(ability, 'read', 'RDO', RDO_FIELDS)),
};
