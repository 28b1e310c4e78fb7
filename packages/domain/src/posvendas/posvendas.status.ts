import { defineLifecycle } from '../workflow/lifecycle';

/**
 * SPEC §4 "Tickets": the status becomes Concluído on finishing. The rest of the life cycle is drawn from after-sales
 * practice (issue 17): the team takes the ticket, may wait for the client (the SLA clock stops), concludes it; the
 * client or the team reopens it; the team cancels what is not a ticket (a duplicate, a mistake).
 */
export const CHAMADO_STATUSES = [
  'aberto',
  'em_atendimento',
  'aguardando_cliente',
  'concluido',
  'cancelado',
] as const;
export type TChamadoStatus = (typeof CHAMADO_STATUSES)[number];

export const CHAMADO_STATUS_LABEL: Record<TChamadoStatus, string> = {
  aberto: 'Aberto',
  em_atendimento: 'Em atendimento',
  aguardando_cliente: 'Aguardando cliente',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
};

/** Where a ticket still asks something of someone (not concluded or cancelled). */
export const CHAMADO_ABERTOS: readonly TChamadoStatus[] = ['aberto', 'em_atendimento', 'aguardando_cliente'];

const equipe = 'Só a equipe de pós-vendas pode fazer isto.';
const equipeOuCliente = 'Só a equipe de pós-vendas ou o cliente desta obra podem fazer isto.';

/**
 * Every move asks for a comment (SPEC §5: "After-sales ticket comment is mandatory"): what was done, what is asked of
 * the client, the solution, why it is reopened or cancelled. Clients `comment` on their obras' tickets: they answer
 * what was asked (retomar) and reopen what was not solved (reabrir, within POSVENDAS_REABRIR_DIAS).
 */
export const CHAMADO_LIFECYCLE = defineLifecycle({
  entidade: 'chamado_posvenda',
  subject: 'PosVendas',
  umRegistro: 'Um chamado',
  statuses: CHAMADO_STATUSES,
  labels: CHAMADO_STATUS_LABEL,
  moves: {
    atender: {
      from: ['aberto'],
      to: 'em_atendimento',
      action: 'update',
      label: 'Iniciar atendimento',
      // A past participle: the messages say "foi … por", "já não pode ser …".
      past: 'posto em atendimento',
      tone: 'primary',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
    aguardarCliente: {
      from: ['em_atendimento'],
      to: 'aguardando_cliente',
      action: 'update',
      label: 'Aguardar o cliente',
      past: 'posto à espera do cliente',
      tone: 'warning',
      requires: { motivo: true },
      notices: ['acao_pendente', 'status_alterado'],
    },
    retomar: {
      from: ['aguardando_cliente'],
      to: 'em_atendimento',
      action: 'comment',
      label: 'Responder e retomar',
      past: 'retomado',
      tone: 'primary',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
    concluir: {
      from: ['em_atendimento'],
      to: 'concluido',
      action: 'update',
      label: 'Concluir',
      past: 'concluído',
      tone: 'success',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
    reabrir: {
      from: ['concluido'],
      to: 'em_atendimento',
      action: 'comment',
      label: 'Reabrir',
      past: 'reaberto',
      tone: 'warning',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
    cancelar: {
      from: ['aberto', 'em_atendimento', 'aguardando_cliente'],
      to: 'cancelado',
      action: 'update',
      label: 'Cancelar',
      past: 'cancelado',
      tone: 'error',
      requires: { motivo: true },
      notices: ['status_alterado'],
    },
  },
  refused: {
    atender: equipe,
    aguardarCliente: equipe,
    retomar: equipeOuCliente,
    concluir: equipe,
    reabrir: equipeOuCliente,
    cancelar: equipe,
  },
});
export type TChamadoMove = keyof typeof CHAMADO_LIFECYCLE.moves;
export const CHAMADO_MOVES = Object.keys(CHAMADO_LIFECYCLE.moves) as TChamadoMove[];

/** A client may reopen a concluded ticket for this many days; the team may at any time. */
export const POSVENDAS_REABRIR_DIAS = 30;
/** The satisfaction survey's link works once, for this many days after the conclusion. */
export const POSVENDAS_PESQUISA_DIAS = 30;

export const CHAMADO_PRIORIDADES = ['baixa', 'media', 'alta', 'urgente'] as const;
export type TChamadoPrioridade = (typeof CHAMADO_PRIORIDADES)[number];
export const CHAMADO_PRIORIDADE_LABEL: Record<TChamadoPrioridade, string> = {
  baixa: 'Baixa',
  media: 'Média',
  alta: 'Alta',
  urgente: 'Urgente',
};

/**
 * SLA by priority, in business hours (sla.ts: Monday to Friday, 08:00–12:00 and 13:00–17:00 in Brasília, national
 * holidays off): the first answer and the resolution. Urgent: 2 h and 2 business days; low: 16 h and 10 days.
 */
export const CHAMADO_SLA_HORAS: Record<TChamadoPrioridade, { primeiraResposta: number; resolucao: number }> =
  {
    urgente: { primeiraResposta: 2, resolucao: 16 },
    alta: { primeiraResposta: 4, resolucao: 24 },
    media: { primeiraResposta: 8, resolucao: 40 },
    baixa: { primeiraResposta: 16, resolucao: 80 },
  };

export const CUSTO_TIPOS = ['mao_de_obra', 'material', 'deslocamento', 'terceiros', 'outros'] as const;
export type TCustoTipo = (typeof CUSTO_TIPOS)[number];
export const CUSTO_TIPO_LABEL: Record<TCustoTipo, string> = {
  mao_de_obra: 'Mão de obra',
  material: 'Material e peças',
  deslocamento: 'Deslocamento e hospedagem',
  terceiros: 'Serviços de terceiros',
  outros: 'Outros',
};

/** "Chamado nº 12". */
export const nomeDoChamado = (numero: number) => `Chamado nº ${numero}`;
