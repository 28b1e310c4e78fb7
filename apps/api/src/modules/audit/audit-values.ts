import { formatDate, formatDateTime } from '@portal/domain';
import { isUuid } from '../../permissions/rule-fields';

const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A list shows its first items; the rest are counted. */
const LIST_ITEMS = 5;
/** A value longer than this is cut: the history is read at a glance, the record itself has the whole text. */
const MAX_LENGTH = 300;

function cut(text: string): string {
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}

function formatText(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (ISO_DATE.test(value)) return formatDate(value);
  if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  // A drawn signature or an inline picture: its bytes mean nothing in a table.
  if (value.startsWith('data:image/')) return 'Imagem';
  if (value.startsWith('data:')) return 'Arquivo';
  return cut(value);
}

/** An item of a list of records: its plain values joined, without ids ("Pedreiro · Gali · 4"). */
function formatItem(item: unknown): string | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return formatAuditValue(item);
  const parts = Object.entries(item as Record<string, unknown>)
    .filter(([key, value]) => key !== 'id' && !key.endsWith('Id') && !isUuid(value))
    .filter(([, value]) => typeof value !== 'object' || value === null)
    .map(([, value]) => formatAuditValue(value))
    .filter((text): text is string => text !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * A list as one line: its first items, each summarised by `format`, and how many more there are
 * ("4 Pedreiro; 2 Servente e mais 3"). Null when empty.
 */
export function summarizeList<T>(items: readonly T[], format: (item: T) => string | null): string | null {
  const shown = items
    .slice(0, LIST_ITEMS)
    .map(format)
    .filter((text): text is string => !!text);
  if (shown.length === 0)
    return items.length > 0 ? `${items.length} ${items.length === 1 ? 'item' : 'itens'}` : null;
  const rest = items.length - LIST_ITEMS;
  return cut(shown.join('; ') + (rest > 0 ? ` e mais ${rest}` : ''));
}

/**
 * A snapshot's value as people read it: dates dd/mm/aaaa (instants in São Paulo time), Sim/Não, numbers in pt-BR,
 * lists summarised, long texts cut. Null for nothing (the screen shows a dash).
 */
export function formatAuditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return NUMBER.format(value);
  if (typeof value === 'string') return formatText(value);
  if (Array.isArray(value)) return summarizeList(value, formatItem);
  if (typeof value === 'object') return formatItem(value);
  return cut(String(value));
}
