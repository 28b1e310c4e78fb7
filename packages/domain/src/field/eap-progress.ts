import type { EapNode } from './eap-tree';
import { itemPercentual } from './os-progress';

/** An EAP item as its progress sees it: its place in the tree, the planned quantity, what was executed, its weight. */
export interface EapProgressNode extends EapNode {
  quantidade: number;
  executado: number;
  peso: number;
}

export interface EapProgresso {
  /** Each item's 0 to 100, unrounded (round only to show it: {@link roundPercentual}). */
  porItem: Map<string, number>;
  /** The obra-wide 0 to 100: the roots weighted like any siblings. */
  percentual: number;
}

/**
 * Siblings' percentages weighted by their weights; a plain mean when no sibling has a weight (a tree typed without
 * weights still shows progress), and 0 without siblings.
 */
function weighted(values: readonly { peso: number; percentual: number }[]): number {
  if (values.length === 0) return 0;
  const total = values.reduce((sum, v) => sum + Math.max(0, v.peso), 0);
  if (total <= 0) return values.reduce((sum, v) => sum + v.percentual, 0) / values.length;
  return values.reduce((sum, v) => sum + Math.max(0, v.peso) * v.percentual, 0) / total;
}

/**
 * The progress of every item of an EAP and of the whole: a leaf is its executed over its planned quantity (capped
 * at 100; 0 when nothing is planned), a parent its children weighted by their `peso`, and the obra the roots
 * weighted the same way. A parent's own quantity does not count: units differ between its children. Items whose
 * parent is missing count as roots, as {@link eapTreeOrder} shows them.
 */
export function eapProgresso(items: readonly EapProgressNode[]): EapProgresso {
  const ids = new Set(items.map((i) => i.id));
  const children = new Map<string | null, EapProgressNode[]>();
  for (const item of items) {
    const parent = item.parentId && ids.has(item.parentId) ? item.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(item);
    children.set(parent, list);
  }
  const porItem = new Map<string, number>();
  // Depth first from the roots; `visiting` stops a cycle (impossible in the table, cheap to guard) from looping.
  const visiting = new Set<string>();
  const percentualOf = (item: EapProgressNode): number => {
    const known = porItem.get(item.id);
    if (known !== undefined) return known;
    visiting.add(item.id);
    const filhos = (children.get(item.id) ?? []).filter((c) => !visiting.has(c.id));
    const value =
      filhos.length === 0
        ? itemPercentual(item.quantidade, item.executado)
        : weighted(filhos.map((c) => ({ peso: c.peso, percentual: percentualOf(c) })));
    porItem.set(item.id, value);
    return value;
  };
  const roots = children.get(null) ?? [];
  const percentual = weighted(roots.map((r) => ({ peso: r.peso, percentual: percentualOf(r) })));
  return { porItem, percentual };
}

/** A percentage as the screens show it: one decimal. */
export function roundPercentual(value: number): number {
  return Math.round(value * 10) / 10;
}
