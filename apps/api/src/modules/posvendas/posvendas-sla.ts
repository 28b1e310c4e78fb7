import {
  CHAMADO_SLA_HORAS,
  somarMinutosUteis,
  type TChamadoPrioridade,
  type TChamadoSla,
} from '@portal/domain';
import type { ChamadoInsert, ChamadoRow } from './posvendas.repository';

/** The ticket's deadlines from its opening, its priority and the business minutes it waited for the client. */
export function prazosDe(
  abertoEm: Date,
  prioridade: TChamadoPrioridade,
  pausaMinutos: number,
): Pick<ChamadoInsert, 'prazoPrimeiraResposta' | 'prazoResolucao'> {
  const horas = CHAMADO_SLA_HORAS[prioridade];
  return {
    prazoPrimeiraResposta: somarMinutosUteis(abertoEm, horas.primeiraResposta * 60),
    prazoResolucao: somarMinutosUteis(abertoEm, horas.resolucao * 60 + pausaMinutos),
  };
}

/** Where the ticket stands against its SLA at `agora` (the same rule as `slaEstouradoSql`). */
export function slaDe(chamado: ChamadoRow['chamado'], agora = new Date()): TChamadoSla {
  const primeira = chamado.primeiraRespostaEm;
  const pausado = chamado.status === 'aguardando_cliente';
  const emAberto = chamado.status === 'aberto' || chamado.status === 'em_atendimento';
  return {
    prazoPrimeiraResposta: chamado.prazoPrimeiraResposta.toISOString(),
    primeiraRespostaEm: primeira?.toISOString() ?? null,
    primeiraRespostaEstourada: primeira
      ? primeira > chamado.prazoPrimeiraResposta
      : chamado.status !== 'cancelado' && agora > chamado.prazoPrimeiraResposta,
    prazoResolucao: pausado ? null : chamado.prazoResolucao.toISOString(),
    resolucaoEstourada:
      (emAberto && agora > chamado.prazoResolucao) ||
      (chamado.status === 'concluido' &&
        !!chamado.concluidoEm &&
        chamado.concluidoEm > chamado.prazoResolucao),
    pausaMinutos: chamado.pausaMinutos,
  };
}
