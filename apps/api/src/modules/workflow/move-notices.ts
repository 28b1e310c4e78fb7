import { movesFrom, type Lifecycle } from '@portal/domain';
import type { NotificationEvent } from '../notificacoes';
import type { RequestAuth } from '../identity';
import type { Mover } from './workflow.service';

/** How people name the record that moved, and where its page is. */
export interface MovedRecord {
  /** "RDO nº 12 · OB-2025-014 Ampliação da fábrica de envase — Linha 3". */
  titulo: string;
  link: string;
}

export interface MadeMove<S extends string, M extends string> {
  entidadeId: string;
  move: M;
  from: S;
  mover: Mover;
  motivo?: string | null;
  registro: MovedRecord;
  /** Files the mover sent ahead for the record, to go with the move. */
  arquivos?: { auth: RequestAuth; ids: readonly string[] };
}

/** "Carlos Mendes", or "Felipe Costa, substituindo Carlos Mendes". */
function moverName(mover: Mover): string {
  return mover.substituindoNome ? `${mover.porNome}, substituindo ${mover.substituindoNome}` : mover.porNome;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What those who must act next are waiting for: an approval when a next move is one, else the move itself
 * ("foi devolvido e aguarda sua ação").
 */
function waitingFor<S extends string, M extends string>(lifecycle: Lifecycle<S, M>, move: M): string {
  const spec = lifecycle.moves[move];
  const approving = movesFrom(lifecycle, spec.to).some((next) => lifecycle.moves[next].action === 'approve');
  return approving ? 'aguarda sua aprovação' : `foi ${spec.past} e aguarda sua ação`;
}

/**
 * The notification events a move triggers, as its life cycle declares (`notices`), in pt-BR: "aguardando sua ação"
 * for those who may make a next move, "status alterado" for the record's followers. Keyed by the move's id, so a
 * move is announced once. Those who must act are listed first: a person who is both hears only that.
 */
export function moveNotices<S extends string, M extends string>(
  lifecycle: Lifecycle<S, M>,
  moveId: number,
  made: MadeMove<S, M>,
): NotificationEvent[] {
  const spec = lifecycle.moves[made.move];
  const notices = spec.notices ?? [];
  const por = moverName(made.mover);
  const motivo = made.motivo?.trim();
  const mudou = `${lifecycle.labels[made.from]} → ${lifecycle.labels[spec.to]}.`;
  const base = {
    entidade: lifecycle.entidade,
    entidadeId: made.entidadeId,
    atorId: made.mover.porId,
    link: made.registro.link,
  };
  const events: NotificationEvent[] = [];
  if (notices.includes('acao_pendente'))
    events.push({
      ...base,
      chave: `move:${moveId}:acao`,
      tipo: 'acao_pendente',
      statusAlvo: spec.to,
      titulo: `${made.registro.titulo} ${waitingFor(lifecycle, made.move)}`,
      texto: [`${capitalized(spec.past)} por ${por}.`, motivo ? `Motivo: ${motivo}` : '']
        .filter(Boolean)
        .join(' '),
    });
  if (notices.includes('status_alterado'))
    events.push({
      ...base,
      chave: `move:${moveId}:status`,
      tipo: 'status_alterado',
      titulo: `${made.registro.titulo} foi ${spec.past} por ${por}`,
      texto: [mudou, motivo ? `Motivo: ${motivo}` : ''].filter(Boolean).join(' '),
    });
  return events;
}
