import { OS_LIFECYCLE, OS_STATUS_LABEL, type TOsStatus } from '@portal/domain';
import { isUuid } from '../../permissions/rule-fields';
import type { RecordKind } from '../../records/record-registry';
import { subjectOf } from './field-rules';
import { osFieldsOf } from './os-access';
import { findOsDetail } from './os.repository';
import { osNames } from './os.service';

/** A service order as the shared capabilities (threads, history, notifications) see it. */
export const osRecordKind: RecordKind = {
  entidade: 'ordem_servico',
  label: 'Ordem de serviço',
  campos: {
    titulo: 'Título',
    responsavelId: 'Responsável',
    fimPrevisto: 'Término previsto',
    numero: 'Número',
    tipo: 'Time',
    itens: 'Itens da EAP',
    status: 'Status',
    motivo: 'Motivo',
  },
  acoes: {
    criar: 'Abriu a OS',
    editar: 'Editou a OS',
    iniciar: 'Iniciou a execução',
    concluir: 'Concluiu a OS',
    cancelar: 'Cancelou a OS',
    reabrir: 'Reabriu a OS',
  },
  lifecycle: OS_LIFECYCLE,
  formatar(campo, valor) {
    if (campo === 'status' && typeof valor === 'string') return OS_STATUS_LABEL[valor as TOsStatus] ?? valor;
    return undefined;
  },
  async load(db, id) {
    const row = isUuid(id) ? await findOsDetail(db, id) : undefined;
    if (!row) return null;
    return {
      subject: subjectOf(row.os.tipo),
      fields: osFieldsOf(row),
      ...osNames(row),
      obraId: row.os.obraId,
    };
  },
};
