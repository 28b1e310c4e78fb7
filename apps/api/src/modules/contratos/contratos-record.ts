import {
  CONTRATOS_LIFECYCLE,
  CONTRATO_DOCUMENTO_LABEL,
  CONTRATO_PARTE_LABEL,
  formatCnpj,
  formatMoney,
  type TContratoDocumentoTipo,
  type TContratoParteTipo,
} from '@portal/domain';
import { isUuid } from '../../permissions/rule-fields';
import type { RecordKind } from '../../records/record-registry';
import { ENTIDADE_CONTRATO, fieldsOf } from './contratos-access';
import { contratoNames } from './contratos-view';
import { findContratoDetail } from './contratos.repository';

/** A contract as the shared capabilities (threads, history, notifications) see it. */
export const contratoRecordKind: RecordKind = {
  entidade: ENTIDADE_CONTRATO,
  label: 'Contrato',
  campos: {
    numero: 'Número',
    objeto: 'Objeto',
    parteTipo: 'Tipo da parte',
    parteNome: 'Parte',
    parteCnpj: 'CNPJ',
    inicio: 'Início',
    fim: 'Término',
    responsavelId: 'Responsável',
    gestorId: 'Gestor',
    validadorId: 'Verificador',
    observacoes: 'Observações',
    status: 'Status',
    valor: 'Valor',
    item: 'Item',
    aditivo: 'Aditivo',
    documento: 'Documento',
    tipo: 'Tipo',
    cancelado: 'Cancelado',
    motivo: 'Motivo',
  },
  acoes: {
    criar: 'Criou o contrato',
    editar: 'Editou os dados do contrato',
    incluir_item: 'Incluiu um item',
    alterar_item: 'Alterou um item',
    excluir_item: 'Excluiu um item',
    aditivo: 'Registrou um aditivo',
    anexar_documento: 'Anexou um documento',
    remover_documento: 'Removeu um documento',
    ...Object.fromEntries(
      Object.entries(CONTRATOS_LIFECYCLE.moves).map(([move, spec]) => [move, spec.label]),
    ),
  },
  lifecycle: CONTRATOS_LIFECYCLE,
  formatar(campo, valor) {
    if (typeof valor !== 'string' && typeof valor !== 'number') return undefined;
    const texto = String(valor);
    if (campo === 'valor' || campo === 'item.precoUnitario' || campo === 'item.total')
      return formatMoney(texto);
    if (campo === 'parteCnpj') return formatCnpj(texto);
    if (campo === 'parteTipo') return CONTRATO_PARTE_LABEL[texto as TContratoParteTipo] ?? texto;
    if (campo === 'tipo') return CONTRATO_DOCUMENTO_LABEL[texto as TContratoDocumentoTipo] ?? texto;
    return undefined;
  },
  async load(db, id) {
    const row = isUuid(id) ? await findContratoDetail(db, id) : undefined;
    if (!row) return null;
    return {
      subject: 'Contratos',
      fields: fieldsOf(row),
      ...contratoNames(row),
      obraId: row.contrato.obraId,
    };
  },
};
