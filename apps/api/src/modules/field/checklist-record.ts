import { isUuid } from '../../permissions/rule-fields';
import type { RecordKind } from '../../records/record-registry';
import { findChecklistDetail } from './checklist.repository';
import { subjectOf } from './field-rules';
import { osFieldsOf } from './os-access';
import { findOsDetail } from './os.repository';

/**
 * A filled checklist as other modules reach it (an SGI occurrence opened from a non-conforming item links back to
 * it): readable by whoever reads its order; its thread is for those who fill the order's checklists.
 */
export const checklistRecordKind: RecordKind = {
  entidade: 'checklist',
  label: 'Checklist',
  commentAction: 'create',
  async load(db, id) {
    const row = isUuid(id) ? await findChecklistDetail(db, id) : undefined;
    const os = row && (await findOsDetail(db, row.checklist.osId));
    if (!row || !os) return null;
    return {
      subject: subjectOf(os.os.tipo),
      fields: osFieldsOf(os),
      titulo: `Checklist ${row.modelo.nome} · OS nº ${os.os.numero} · ${os.obra.codigo}`,
      link: `/${os.obra.id}/checklist/${os.os.tipo}/preencher?os=${os.os.id}&checklist=${row.checklist.id}`,
      obraId: os.obra.id,
    };
  },
};
