import {
  ETICA_CATEGORIA_LABEL,
  ETICA_LIFECYCLE,
  ETICA_STATUS_LABEL,
  type TEticaStatus,
} from '@portal/domain';
import { isUuid } from '../../permissions/rule-fields';
import type { RecordKind } from '../../records/record-registry';
import { fieldsOf } from './etica-access';
import { linkDoRelato, tituloDoRelato } from './etica-publico.service';
import { ENTIDADE_RELATO, findRelato } from './etica.repository';

/**
 * A report as the shared capabilities see it (notifications, the committee's uploads, its history). Marked
 * confidential: the administrators' audit page leaves it out (issue 23).
 */
export const relatoRecordKind: RecordKind = {
  entidade: ENTIDADE_RELATO,
  label: 'Relato do canal de ética',
  confidential: true,
  commentAction: 'update',
  lifecycle: ETICA_LIFECYCLE,
  campos: {
    status: 'Status',
    categoria: 'Categoria',
    investigador: 'Investigador',
    protocolo: 'Protocolo',
    texto: 'Texto',
    arquivos: 'Arquivos',
    membro: 'Membro',
    motivo: 'Motivo',
  },
  acoes: {
    criar: 'Relato recebido',
    complementar: 'O relator acrescentou informações',
    investigador: 'Designou o investigador',
    apurar: 'Registrou a apuração',
    responder: 'Respondeu ao relator',
    afastar: 'Afastou um membro do relato',
    iniciar: 'Iniciou a apuração',
    finalizar: 'Finalizou',
    reabrir: 'Reabriu',
  },
  formatar(campo, valor) {
    if (campo === 'status' && typeof valor === 'string')
      return ETICA_STATUS_LABEL[valor as TEticaStatus] ?? valor;
    if (campo === 'categoria' && typeof valor === 'string')
      return ETICA_CATEGORIA_LABEL[valor as keyof typeof ETICA_CATEGORIA_LABEL] ?? valor;
    return undefined;
  },
  async load(db, id) {
    const row = isUuid(id) ? await findRelato(db, id) : undefined;
    if (!row) return null;
    return {
      subject: 'DenunciaEtica',
      fields: fieldsOf(row),
      titulo: tituloDoRelato(row.relato),
      link: linkDoRelato(id),
      obraId: null,
    };
  },
};
