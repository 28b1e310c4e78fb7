import { CONFIDENTIAL_SUBJECTS, movesFrom, type TAction } from '@portal/domain';
import type { Db } from '../../db/database';
import { canOn } from '../../permissions/check-record';
import type { LoadedRecord, RecordKind, RecordRegistry } from '../../records/record-registry';
import { abilityOfUser, findCurrentSubstituteIds, type UserWithAbility } from '../identity';
import { findFollowerIds, findObraMemberIds, type EventRow } from './notificacoes.repository';

/**
 * The people a sweep may notify, each loaded once with what they may do now (a sweep may deliver many events about
 * the same obra's people). Read through the sweep's transaction: the embedded database has one connection.
 */
export class PeopleCache {
  private readonly people = new Map<string, UserWithAbility | null>();

  constructor(private readonly environment: 'dev' | 'prod') {}

  async get(tx: Db, id: string): Promise<UserWithAbility | null> {
    if (this.people.has(id)) return this.people.get(id)!;
    const person = await abilityOfUser(tx, id, this.environment);
    this.people.set(id, person);
    return person;
  }
}

/** The actions of the moves that may start from the record's status now: whoever may make one must act. */
function nextActions(kind: RecordKind, record: LoadedRecord): TAction[] {
  const lifecycle = kind.lifecycle;
  const status = record.fields.status;
  if (!lifecycle || typeof status !== 'string' || !lifecycle.statuses.includes(status)) return [];
  return [...new Set(movesFrom(lifecycle, status).map((move) => lifecycle.moves[move]!.action))];
}

/**
 * Who hears about an event: the people it names, and for a move those it concerns — for "aguardando sua ação" the
 * obra's members and the record's followers who may make one of its next moves, for a status change the record's
 * followers; and whoever stands in for someone who must act, today. Never the person who caused it, a disabled
 * user, or anyone who may not read the record (checked with their own permissions on the record as it is now; a
 * substitute reads it through the titular's). A record that no longer exists notifies nobody.
 */
export async function recipientsOf(
  tx: Db,
  records: RecordRegistry,
  people: PeopleCache,
  event: EventRow,
): Promise<UserWithAbility[]> {
  const kind = records.kindOf(event.entidade);
  const record = kind ? await kind.load(tx, event.entidadeId) : null;
  if (!kind || !record) return [];
  const named = new Set(event.destinatarios);
  const confidential = (CONFIDENTIAL_SUBJECTS as readonly string[]).includes(record.subject);
  const concerned = new Set<string>();
  // A record that moved on since (returned before the approver heard of it) waits for someone else now.
  const stale = event.statusAlvo !== null && record.fields.status !== event.statusAlvo;
  const acting = event.tipo === 'acao_pendente' && !stale ? nextActions(kind, record) : [];
  if (acting.length > 0) {
    if (record.obraId) for (const id of await findObraMemberIds(tx, record.obraId)) concerned.add(id);
    for (const id of await findFollowerIds(tx, event.entidade, event.entidadeId, event.createdAt))
      concerned.add(id);
  }
  if (event.tipo === 'status_alterado')
    for (const id of await findFollowerIds(tx, event.entidade, event.entidadeId, event.createdAt))
      concerned.add(id);

  const found = new Map<string, UserWithAbility>();
  const mustActIds: string[] = [];
  for (const id of new Set([...named, ...concerned])) {
    if (id === event.atorId) continue;
    const person = await people.get(tx, id);
    if (!person || !canOn(person.ability, 'read', record.subject, record.fields)) continue;
    const mustAct = acting.some((action) => canOn(person.ability, action, record.subject, record.fields));
    if (named.has(id) || event.tipo !== 'acao_pendente' || mustAct) found.set(id, person);
    if (mustAct) mustActIds.push(id);
  }
  // Whoever stands in today (a vacation) for someone who must act may make the move for them: they hear it too.
  for (const id of await findCurrentSubstituteIds(tx, mustActIds)) {
    if (id === event.atorId || found.has(id)) continue;
    const person = await people.get(tx, id);
    // Standing in never opens a confidential record (the ethics channel, issue 23): only the person's own rules do.
    if (!person || (confidential && !canOn(person.ability, 'read', record.subject, record.fields))) continue;
    found.set(id, person);
  }
  return [...found.values()];
}
