import { SEGURO_RAMO_LABEL, formatMoney, type TCobertura } from '@portal/domain';
import { isUuid } from '../../permissions/rule-fields';
import type { RecordKind } from '../../records/record-registry';
import { ENTIDADE_APOLICE, fieldsOf } from './seguros-access';
import { linkDaApolice } from './seguros-alertas';
import { subjectOf } from './seguros-rules';
import { findApoliceDetail } from './seguros.repository';

const MONEY = new Set([
  'importanciaSegurada',
  'importanciaOriginal',
  'premio',
  'premioTotal',
  'premioAdicional',
]);
const COVERS = new Set(['coberturas', 'coberturasOriginais']);

/** A policy as the shared capabilities (thread, history, notifications) see it. */
export const apoliceRecordKind: RecordKind = {
  entidade: ENTIDADE_APOLICE,
  label: 'Apólice de seguro',
  campos: {
    tipo: 'Tipo',
    seguradora: 'Seguradora',
    corretora: 'Corretora',
    numero: 'Número',
    segurado: 'Segurado',
    processoSusep: 'Processo SUSEP',
    inicioVigencia: 'Início da vigência',
    fimVigencia: 'Fim da vigência',
    fimVigenciaOriginal: 'Fim da vigência (emitida)',
    importanciaSegurada: 'Importância segurada',
    importanciaOriginal: 'Importância segurada (emitida)',
    premio: 'Prêmio',
    premioTotal: 'Prêmio total',
    franquia: 'Franquia',
    coberturas: 'Coberturas',
    coberturasOriginais: 'Coberturas (emitidas)',
    observacoes: 'Observações',
    endosso: 'Endosso',
    arquivo: 'Documento',
  },
  acoes: {
    criar: 'Registrou a apólice',
    editar: 'Corrigiu os dados da apólice',
    endossar: 'Registrou um endosso',
    excluir_endosso: 'Excluiu um endosso',
    anexar_apolice: 'Anexou o documento da apólice',
    anexar_endosso: 'Anexou o documento de um endosso',
    excluir: 'Excluiu a apólice',
  },
  formatar(campo, valor) {
    if (MONEY.has(campo) && (typeof valor === 'string' || typeof valor === 'number'))
      return formatMoney(valor);
    if (COVERS.has(campo) && Array.isArray(valor))
      return (valor as TCobertura[]).map((c) => `${c.descricao} (${formatMoney(c.limite)})`).join('; ');
    return undefined;
  },
  async load(db, id) {
    const row = isUuid(id) ? await findApoliceDetail(db, id) : undefined;
    if (!row) return null;
    return {
      subject: subjectOf(row.apolice.ramo),
      fields: fieldsOf(row),
      titulo: `Apólice ${row.apolice.numero} (${SEGURO_RAMO_LABEL[row.apolice.ramo]}) · ${row.obra.codigo}`,
      link: linkDaApolice(row),
      obraId: row.apolice.obraId,
    };
  },
};
