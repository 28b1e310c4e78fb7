/**
 * Factory planning (issue 20): the operations an item goes through and the work centres that run them. Both are
 * configurable by `admin_fabricacao`; these are the ones a new database starts with, in the factory's usual order.
 */
export const OPERACOES_PADRAO = [
  { codigo: 'corte', nome: 'Corte' },
  { codigo: 'montagem', nome: 'Montagem' },
  { codigo: 'solda', nome: 'Solda' },
  { codigo: 'usinagem', nome: 'Usinagem' },
  { codigo: 'pintura', nome: 'Pintura' },
  { codigo: 'inspecao', nome: 'Inspeção' },
  { codigo: 'expedicao', nome: 'Expedição' },
] as const;

/** Where an operation stands, derived from its dates (never stored): late = planned end passed, not finished. */
export const OPERACAO_SITUACOES = ['planejada', 'em_andamento', 'concluida', 'atrasada'] as const;
export type TOperacaoSituacao = (typeof OPERACAO_SITUACOES)[number];

export const OPERACAO_SITUACAO_LABEL: Record<TOperacaoSituacao, string> = {
  planejada: 'Planejada',
  em_andamento: 'Em andamento',
  concluida: 'Concluída',
  atrasada: 'Atrasada',
};

/** The dates that decide an operation's situation (aaaa-mm-dd). */
export interface TOperacaoDatas {
  inicioReal: string | null;
  fimReal: string | null;
  fimPrevisto: string | null;
}

/**
 * An operation's situation on `hoje` (aaaa-mm-dd): finished when it has an actual end; late when its planned end
 * is before today and it has none; in progress once it started; planned otherwise. The API's SQL says the same.
 */
export function situacaoOperacao(op: TOperacaoDatas, hoje: string): TOperacaoSituacao {
  if (op.fimReal) return 'concluida';
  if (op.fimPrevisto && op.fimPrevisto < hoje) return 'atrasada';
  if (op.inicioReal) return 'em_andamento';
  return 'planejada';
}

/** The most weeks the planning board shows at once (the query is bounded by it). */
export const PLANEJAMENTO_MAX_SEMANAS = 26;
/** The weeks of load the factory dashboard shows ahead. */
export const PAINEL_FABRICA_SEMANAS = 8;
