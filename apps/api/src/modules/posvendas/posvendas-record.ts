import {
  CHAMADO_LIFECYCLE,
  CHAMADO_PRIORIDADE_LABEL,
  CHAMADO_STATUS_LABEL,
  formatMoney,
  type TChamadoPrioridade,
  type TChamadoStatus,
} from '@portal/domain';
import type { Db } from '../../db/database';
import type { RecordKind } from '../../records/record-registry';
import { isUuid } from '../../permissions/rule-fields';
import { ENTIDADE_CHAMADO, fieldsOf, linkDoChamado } from './posvendas-access';
import { tituloDoChamado } from './posvendas-view';
import { findChamado, markPrimeiraResposta } from './posvendas.repository';

/**
 * A ticket as the shared capabilities see it: its thread is the ticket's interactions (the client answers there;
 * internal notes stay with the team), its history, its notifications ("aguardando sua ação" follows the life cycle).
 */
export const chamadoRecordKind: RecordKind = {
  entidade: ENTIDADE_CHAMADO,
  label: 'Chamado de pós-vendas',
  commentAction: 'comment',
  lifecycle: CHAMADO_LIFECYCLE,
  campos: {
    obraId: 'Obra',
    titulo: 'Título',
    descricao: 'Descrição',
    produto: 'Produto ou equipamento',
    numeroSerie: 'Nº de série',
    prioridade: 'Prioridade',
    status: 'Situação',
    responsavelId: 'Responsável',
    contatoNome: 'Contato',
    contatoEmail: 'E-mail do contato',
    motivo: 'Comentário',
    foto: 'Foto',
    custo: 'Custo',
    valor: 'Valor',
    data: 'Data',
    nota: 'Nota',
    comentario: 'Comentário do cliente',
  },
  acoes: {
    criar: 'Abriu o chamado',
    editar: 'Alterou o chamado',
    foto: 'Enviou uma foto',
    custo_incluir: 'Registrou um custo',
    custo_excluir: 'Excluiu um custo',
    avaliar: 'O cliente avaliou o atendimento',
    atender: 'Iniciou o atendimento',
    aguardarCliente: 'Pediu informação ao cliente',
    retomar: 'Retomou o atendimento',
    concluir: 'Concluiu',
    reabrir: 'Reabriu',
    cancelar: 'Cancelou',
  },
  formatar(campo, valor) {
    if (campo === 'valor' && (typeof valor === 'string' || typeof valor === 'number'))
      return formatMoney(valor);
    if (campo === 'prioridade' && typeof valor === 'string')
      return CHAMADO_PRIORIDADE_LABEL[valor as TChamadoPrioridade] ?? valor;
    if (campo === 'status' && typeof valor === 'string')
      return CHAMADO_STATUS_LABEL[valor as TChamadoStatus] ?? valor;
    return undefined;
  },
  async load(db: Db, id: string) {
    const row = isUuid(id) ? await findChamado(db, id) : undefined;
    if (!row) return null;
    return {
      subject: 'PosVendas',
      fields: fieldsOf(row),
      titulo: tituloDoChamado(row),
      link: linkDoChamado(row.chamado.numero),
      obraId: row.chamado.obraId,
    };
  },
  // The team's first public word in the thread answers the client: the SLA's first answer.
  async aoComentar(tx, comentario) {
    if (!comentario.interno && comentario.doTime)
      await markPrimeiraResposta(tx, comentario.entidadeId, comentario.em);
  },
};
