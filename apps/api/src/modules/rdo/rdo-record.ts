import type { RecordKind } from '../../records/record-registry';
import { isUuid } from '../../permissions/rule-fields';
import { findRdoDetail } from './rdo.repository';
import { rdoFieldsOf } from './rdo-view';
import { rdoHistoryNames } from './rdo-history-names';

/** A daily report as the shared capabilities (threads, history, notifications) see it. */
export const rdoRecordKind: RecordKind = {
  entidade: 'rdo',
  label: 'RDO',
  // Its fields and actions in words, for the history tab.
  ...rdoHistoryNames,
  async load(db, id) {
    const row = isUuid(id) ? await findRdoDetail(db, id) : undefined;
    if (!row) return null;
    return {
      subject: 'RDO',
      fields: rdoFieldsOf(row),
      titulo: `RDO nº ${row.rdo.numero} · ${row.obra.codigo} ${row.obra.nome}`,
      link: `/diarios/${row.rdo.id}`,
      obraId: row.rdo.obraId,
    };
  },
};
