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
