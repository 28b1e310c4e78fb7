/** One field that differs between two audit snapshots, by its dotted path. */
export interface FieldChange {
  campo: string;
  antes: unknown;
  depois: unknown;
}

/** Written with a change to say why, not what: the history shows them as the event's note, not as fields. */
export const NOTE_KEYS = ['motivo', 'justificativa', 'comentario', 'substituindo'] as const;

/** Bookkeeping every row carries: it changes on every write and tells nobody anything. */
const IGNORED_KEYS = new Set<string>(['id', 'createdAt', 'updatedAt', ...NOTE_KEYS]);

type Snapshot = Record<string, unknown>;

function isPlainObject(value: unknown): value is Snapshot {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nested objects become dotted paths (`clima.manha.tempo`); arrays and plain values are leaves. */
function flatten(value: unknown, path: string, into: Map<string, unknown>): void {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${path}.${key}`, into);
  } else {
    into.set(path, value);
  }
}

/** Same JSON, whatever the order of an object's keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return isEmpty(a) && isEmpty(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/** Nothing worth a line: null, an empty text, list or object. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

function leavesOf(key: string, value: unknown): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  flatten(value, key, leaves);
  return leaves;
}

/**
 * The fields that changed between the snapshots an audit row keeps, field by field.
 * - A change (both snapshots written): the fields whose values differ. A top-level field only one snapshot has was
 *   not recorded on the other side (modules write partial snapshots: a move keeps only the status), so it is left
 *   out rather than shown as emptied; inside a field, a key that went missing did become empty.
 * - A creation (no `before`) or a removal (no `after`): the fields that had a value.
 * A snapshot that is not an object (a list of closed routes) is one field, `valor`.
 */
export function diffSnapshots(before: unknown, after: unknown): FieldChange[] {
  if (!isPlainObject(before) && !isPlainObject(after)) {
    return sameValue(before, after) ? [] : [{ campo: 'valor', antes: before ?? null, depois: after ?? null }];
  }
  const old = isPlainObject(before) ? before : null;
  const now = isPlainObject(after) ? after : null;
  const both = old !== null && now !== null;
  const keys = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])];
  const changes: FieldChange[] = [];
  for (const key of keys) {
    if (IGNORED_KEYS.has(key)) continue;
    if (both && !(key in old) !== !(key in now)) continue;
    const a = leavesOf(key, old?.[key]);
    const b = leavesOf(key, now?.[key]);
    for (const path of new Set([...a.keys(), ...b.keys()])) {
      const antes = a.get(path) ?? null;
      const depois = b.get(path) ?? null;
      if (sameValue(antes, depois)) continue;
      // A new or removed record lists what it held, not every empty or "no" field it was born with.
      if (!both && (isEmpty(antes ?? depois) || (antes ?? depois) === false)) continue;
      changes.push({ campo: path, antes, depois });
    }
  }
  return changes;
}
