import {
  SGI_6M_LABEL,
  SGI_GRAVIDADE_LABEL,
  SGI_LIFECYCLE,
  SGI_STATUS_LABEL,
  SGI_TIPO_LABEL,
  statusSgiDe,
  type TSgiGravidade,
  type TSgiTipo,
  type TSgi6M,
} from '@portal/domain';
import { isUuid } from '../../permissions/rule-fields';
import type { RecordKind } from '../../records/record-registry';
import { ENTIDADE_OCORRENCIA, fieldsOf, linkDaOcorrencia } from './sgi-access';
import { tituloDaOcorrencia } from './sgi-view';
import { findOcorrencia } from './sgi.repository';

/**
 * An SGI occurrence as the shared capabilities see it: its thread is where the team and the responsible interact
 * (SPEC §6: interaction rights to the responsible person), its history, its notifications.
 */
export const ocorrenciaRecordKind: RecordKind = {
  entidade: ENTIDADE_OCORRENCIA,
  label: 'Ocorrência do SGI',
  commentAction: 'comment',
  lifecycle: SGI_LIFECYCLE,
  campos: {
    categoria: 'Categoria',
    tipo: 'Tipo',
    origem: 'Origem',
    obraId: 'Obra',
    titulo: 'Título',
    descricao: 'Descrição',
    local: 'Local',
    dataOcorrencia: 'Data da ocorrência',
    gravidade: 'Gravidade',
    status: 'Situação',
    responsavelId: 'Responsável',
    prazo: 'Prazo',
    motivo: 'Motivo',
    foto: 'Foto',
    causaRaiz6M: 'Causa raiz (6M)',
    acoes: 'Ações',
    acao: 'Ação',
    custoReal: 'Custo real',
    evidencia: 'O que foi feito',
    resultado: 'Resultado',
    observacao: 'Observação',
  },
  acoes: {
    criar: 'Registrou a ocorrência',
    editar: 'Alterou a ocorrência',
    foto: 'Enviou uma evidência',
    enviar: 'Enviou para a triagem',
    aceitar: 'Aceitou na triagem',
    devolver: 'Devolveu ao autor',
    finalizar: 'Finalizou',
    reabrir: 'Reabriu',
    finalizar_automatico: 'Finalizada: todas as ações terminaram',
    reabrir_automatico: 'Reaberta: uma ação voltou',
    rnc_emitir: 'Emitiu a RNC',
    rnc_editar: 'Alterou a RNC',
    eficacia: 'Verificou a eficácia',
    plano: 'Incluiu ações no plano',
    acao_finalizar: 'Finalizou uma ação',
    acao_verificar: 'Verificou uma ação',
    acao_reabrir: 'Reabriu uma ação',
    constatacao: 'Registrou uma constatação de auditoria',
  },
  formatar(campo, valor) {
    if (typeof valor !== 'string') return undefined;
    if (campo === 'status') return SGI_STATUS_LABEL[statusSgiDe(valor)] ?? valor;
    if (campo === 'gravidade') return SGI_GRAVIDADE_LABEL[valor as TSgiGravidade] ?? valor;
    if (campo === 'tipo') return SGI_TIPO_LABEL[valor as TSgiTipo] ?? valor;
    if (campo === 'causaRaiz6M') return SGI_6M_LABEL[valor as TSgi6M] ?? valor;
    return undefined;
  },
  async load(db, id) {
    const row = isUuid(id) ? await findOcorrencia(db, id) : undefined;
    if (!row) return null;
    return {
      subject: 'TicketSgi',
      fields: fieldsOf(row),
      titulo: tituloDaOcorrencia(row),
      link: linkDaOcorrencia(row.ocorrencia.numero),
      obraId: row.ocorrencia.obraId,
    };
  },
};
