import { isClientUser, type TMencionavel } from '@portal/domain';
import { ValidationFailed, type FieldError } from '../../errors/domain-errors';
import { canOn } from '../../permissions/check-record';
import { loadRecordFor, type LoadedRecord, type RecordKind } from '../../records/record-registry';
import { abilityOfUser } from '../identity';
import type { ComentariosContext } from './comentarios-context';
import { findMentionCandidates, findMentionedUsers } from './comentarios.repository';
import { commentActionOf } from './thread-rules';

/** The autocomplete offers this many people at most. */
const MENCIONAVEIS_MAX = 10;
/** Candidates are checked a page at a time, and never more than this many per request. */
const PAGE = 25;
const SCAN_MAX = 100;

/** Whether this person may read the record now, with what they may do in their own right. */
async function mayRead(ctx: ComentariosContext, record: LoadedRecord, userId: string): Promise<boolean> {
  const other = await abilityOfUser(ctx.db, userId, ctx.environment);
  return !!other && canOn(other.ability, 'read', record.subject, record.fields);
}

/**
 * The people a comment names, checked: each must be a live account that may read the record (a mention would show
 * them what they may not see), and an internal note names only internal users. Refuses with the names at fault.
 */
export async function checkMencoes(
  ctx: ComentariosContext,
  record: LoadedRecord & { kind: RecordKind },
  ids: string[],
  interno: boolean,
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const found = new Map((await findMentionedUsers(ctx.db, ids)).map((u) => [u.id, u]));
  const errors: FieldError[] = [];
  for (const id of ids) {
    const user = found.get(id);
    if (!user)
      errors.push({
        campo: 'mencoes',
        mensagem: 'Uma das pessoas mencionadas não existe ou está desativada',
      });
    else if (interno && isClientUser(user))
      errors.push({
        campo: 'mencoes',
        mensagem: `${user.name} é usuário externo e não vê notas internas: não pode ser mencionado nelas`,
      });
    else if (!(await mayRead(ctx, record, id)))
      errors.push({
        campo: 'mencoes',
        mensagem: `${user.name} não pode ver este registro (${record.kind.label}) e não pode ser mencionado`,
      });
  }
  if (errors.length > 0) throw new ValidationFailed(errors[0]!.mensagem + '.', errors);
  return ids.map((id) => ({ id, name: found.get(id)!.name }));
}

/**
 * Who may be named in a record's thread, for whoever may comment on it: active internal users and the members of the
 * record's obra, matching `q` (name or e-mail, accents ignored), who may read the record; for an internal note, only
 * internal users. At most ten, alphabetical; a bounded number of candidates is checked.
 */
export async function listMencionaveis(
  ctx: ComentariosContext,
  entidade: string,
  id: string,
  query: { q: string; interno: boolean },
): Promise<TMencionavel[]> {
  const record = await loadRecordFor(ctx, entidade, id, commentActionOf(ctx, entidade));
  const found: TMencionavel[] = [];
  for (let offset = 0; offset < SCAN_MAX && found.length < MENCIONAVEIS_MAX; offset += PAGE) {
    const page = await findMentionCandidates(ctx.db, {
      obraId: record.obraId,
      q: query.q,
      excludeId: ctx.auth.user.id,
      somenteInternos: query.interno,
      offset,
      limit: PAGE,
    });
    for (const user of page) {
      if (found.length >= MENCIONAVEIS_MAX) break;
      if (query.interno && isClientUser(user)) continue;
      if (await mayRead(ctx, record, user.id))
        found.push({ id: user.id, nome: user.name, email: user.email });
    }
    if (page.length < PAGE) break;
  }
  return found;
}
