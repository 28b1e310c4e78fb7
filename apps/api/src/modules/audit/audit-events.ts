import {
  ACESSO_NEGADO,
  type TAcessoNegado,
  type TAuditoriaItem,
  type TAutorAuditoria,
  type TEventoHistorico,
  type TMudanca,
} from '@portal/domain';
import type { RecordKind } from '../../records/record-registry';
import { diffSnapshots } from './audit-diff';
import { actionLabel, entityLabel, fieldLabel } from './audit-labels';
import type { AuditRow } from './audit.repository';
import { formatAuditValue } from './audit-values';
import { isUuid } from '../../permissions/rule-fields';

/** What the history needs of a record kind (its names for fields and actions); none for kinds no module registers. */
type Names = Pick<RecordKind, 'label' | 'campos' | 'acoes' | 'formatar'> | undefined;

function authorOf(row: AuditRow): TAutorAuditoria {
  if (!row.actorId) return { id: null, nome: 'Sistema', email: null };
  // A user no longer in the pool is still named by the e-mail the log kept.
  return {
    id: row.actorId,
    nome: row.actorName ?? row.actorEmail ?? 'Usuário removido',
    email: row.actorEmail,
  };
}

function textAt(snapshot: unknown, ...keys: string[]): string | null {
  if (typeof snapshot !== 'object' || snapshot === null) return null;
  const record = snapshot as Record<string, unknown>;
  const found = keys.map((key) => record[key]).find((v) => typeof v === 'string' && v.trim().length > 0);
  return (found as string | undefined) ?? null;
}

function valueOf(names: Names, campo: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const own = names?.formatar?.(campo, value);
  return own !== undefined ? own : formatAuditValue(value);
}

/**
 * Where a field comes in the module's own order of its fields (`campos`), by its nearest named parent: the log's JSON
 * keeps keys in its own order (PostgreSQL's jsonb sorts them by length), not the record's.
 */
function rankOf(campo: string, order: string[]): number {
  const parts = campo.split('.');
  for (let end = parts.length; end > 0; end -= 1) {
    const at = order.indexOf(parts.slice(0, end).join('.'));
    if (at >= 0) return at;
  }
  return order.length;
}

/** The fields that changed, in words; an id no module explains (a foreign key's UUID) tells a reader nothing. */
function changesOf(row: AuditRow, names: Names): TMudanca[] {
  if (row.action === ACESSO_NEGADO) return [];
  const order = Object.keys(names?.campos ?? {});
  const changes = diffSnapshots(row.before, row.after).sort(
    (a, b) => rankOf(a.campo, order) - rankOf(b.campo, order),
  );
  return changes.flatMap((change) => {
    const named = names?.campos?.[change.campo];
    const idsOnly = [change.antes, change.depois].every((v) => v === null || isUuid(v));
    if (idsOnly && !named) return [];
    const antes = valueOf(names, change.campo, change.antes);
    const depois = valueOf(names, change.campo, change.depois);
    if (antes === depois) return [];
    return [{ campo: change.campo, rotulo: fieldLabel(change.campo, names?.campos), antes, depois }];
  });
}

/** One audit row as a record's history shows it: who, when, the action in words, the fields that changed. */
export function toEvento(row: AuditRow, names: Names): TEventoHistorico {
  return {
    id: String(row.id),
    em: row.at.toISOString(),
    por: authorOf(row),
    acao: row.action,
    acaoRotulo: actionLabel(row.action, names?.acoes),
    detalhe: textAt(row.after, 'motivo', 'justificativa', 'comentario'),
    substituindo: textAt(row.after, 'substituindo'),
    mudancas: changesOf(row, names),
  };
}

function accessOf(row: AuditRow): TAcessoNegado | null {
  if (row.action !== ACESSO_NEGADO || typeof row.after !== 'object' || row.after === null) return null;
  const after = row.after as Record<string, unknown>;
  return {
    metodo: String(after.metodo ?? ''),
    caminho: String(after.caminho ?? row.entityId),
    status: Number(after.status ?? 0),
    mensagem: String(after.mensagem ?? ''),
    ip: typeof after.ip === 'string' ? after.ip : null,
  };
}

/** One row of the audit page: the history's event, with the record it is about and, for a refusal, the request. */
export function toAuditoriaItem(row: AuditRow, names: Names): TAuditoriaItem {
  return {
    ...toEvento(row, names),
    entidade: row.entity,
    entidadeRotulo: entityLabel(row.entity, names?.label),
    registro: row.entityId,
    acesso: accessOf(row),
  };
}
