import type { RecordKind } from '../../records/record-registry';
import { isUuid } from '../../permissions/rule-fields';
import { obraFieldsOf, toObraDetalhe } from './obra-view';
import { findObraDetail } from './obras.repository';

/** An obra as the shared capabilities (threads, history, notifications) see it. */
export const obraRecordKind: RecordKind = {
  entidade: 'obra',
  label: 'Obra',
  async load(db, id) {
    const row = isUuid(id) ? await findObraDetail(db, id) : undefined;
    if (!row) return null;
    const detail = toObraDetalhe(row);
    return {
      subject: 'Obra',
      fields: obraFieldsOf(detail),
      titulo: `${detail.codigo} · ${detail.nome}`,
      link: `/obras/${detail.id}`,
      obraId: detail.id,
    };
  },
};
