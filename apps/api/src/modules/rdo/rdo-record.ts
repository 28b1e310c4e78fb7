import { RDO_LIFECYCLE } from '@portal/domain';
import type { RecordKind } from '../../records/record-registry';
import { isUuid } from '../../permissions/rule-fields';
import { findRdoDetail, type RdoDetailRow } from './rdo.repository';
import { rdoFieldsOf } from './rdo-view';
import { rdoHistoryNames } from './rdo-history-names';

/** How people name a report ("RDO nº 12 · OB-2025-014 Linha 3") and where its page is. */
export function rdoNames(row: Pick<RdoDetailRow, 'rdo' | 'obra'>): { titulo: string; link: string } {
  return {
    titulo: `RDO nº ${row.rdo.numero} · ${row.obra.codigo} ${row.obra.nome}`,
    link: `/diarios/${row.rdo.id}`,
  };
}

/** A daily report as the shared capabilities (threads, history, notifications) see it. */
export const rdoRecordKind: RecordKind = {
  entidade: 'rdo',
  label: 'RDO',
  // Its fields and actions in words, for the history tab.
  ...rdoHistoryNames,
  lifecycle: RDO_LIFECYCLE,
  async load(db, id) {
    const row = isUuid(id) ? await findRdoDetail(db, id) : undefined;
    if (!row) return null;
    return {
      subject: 'RDO',
      fields: rdoFieldsOf(row),
      ...rdoNames(row),
      obraId: row.rdo.obraId,
    };
  },
};
