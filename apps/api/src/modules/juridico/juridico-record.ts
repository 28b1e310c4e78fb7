import { PROCESSO_FASE_LABEL, PROCESSO_TIPO_LABEL, PROVISAO_RISCO_LABEL, formatMoney } from '@portal/domain';
import { isUuid } from '../../permissions/rule-fields';
import type { RecordKind } from '../../records/record-registry';
import { ENTIDADE_PROCESSO, fieldsOf, linkDoProcesso } from './juridico-access';
import { findProcesso } from './juridico.repository';

const MONEY = new Set(['valorCausa', 'provisaoValor']);

/** A case as the shared capabilities see it: its thread (the firm comments and sends files), history, notifications. */
export const processoRecordKind: RecordKind = {
  entidade: ENTIDADE_PROCESSO,
  label: 'Processo jurídico',
  commentAction: 'comment',
  campos: {
    numeroCnj: 'Número CNJ',
    tipo: 'Tipo',
    vara: 'Vara',
    comarca: 'Comarca',
    uf: 'UF',
    parteContraria: 'Parte contrária',
    polo: 'Polo',
    objeto: 'Objeto',
    valorCausa: 'Valor da causa',
    provisaoRisco: 'Risco',
    provisaoValor: 'Provisão',
    fase: 'Fase',
    escritorioId: 'Escritório',
    responsavelDpId: 'Responsável DP',
    responsavelSegId: 'Responsável segurança',
    evento: 'Audiência ou prazo',
    data: 'Data',
    hora: 'Hora',
    concluido: 'Concluído',
    documento: 'Documento',
    descricao: 'Descrição',
    prazo: 'Prazo',
    arquivo: 'Arquivo',
  },
  acoes: {
    criar: 'Registrou o processo',
    editar: 'Alterou o processo',
    evento_criar: 'Marcou audiência ou prazo',
    evento_editar: 'Alterou audiência ou prazo',
    evento_excluir: 'Excluiu audiência ou prazo',
    solicitar_documentos: 'Pediu documentos',
    enviar_documento: 'Enviou um documento',
  },
  formatar(campo, valor) {
    if (MONEY.has(campo) && (typeof valor === 'string' || typeof valor === 'number'))
      return formatMoney(valor);
    if (campo === 'fase' && typeof valor === 'string')
      return PROCESSO_FASE_LABEL[valor as keyof typeof PROCESSO_FASE_LABEL] ?? valor;
    if (campo === 'tipo' && typeof valor === 'string')
      return PROCESSO_TIPO_LABEL[valor as keyof typeof PROCESSO_TIPO_LABEL] ?? valor;
    if (campo === 'provisaoRisco' && typeof valor === 'string')
      return PROVISAO_RISCO_LABEL[valor as keyof typeof PROVISAO_RISCO_LABEL] ?? valor;
    return undefined;
  },
  async load(db, id) {
    const row = isUuid(id) ? await findProcesso(db, id) : undefined;
    if (!row) return null;
    return {
      subject: 'ProcessoJuridico',
      fields: fieldsOf(row),
      titulo: `Processo ${row.processo.numeroCnj} (${PROCESSO_TIPO_LABEL[row.processo.tipo]}) · ${row.obra.codigo}`,
      link: linkDoProcesso(id),
      obraId: row.processo.obraId,
    };
  },
};
