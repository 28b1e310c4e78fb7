/** An EAP item's place in its tree. */
export interface EapNode {
  id: string;
  parentId: string | null;
  ordem: number;
}

/**
 * The items in tree order (depth first, siblings by `ordem`), each with its code (1, 1.1, 1.1.1, from its place
 * among its siblings) and its level (0 for the roots). Items whose parent is missing are treated as roots, so a
 * half-read tree still shows every item.
 */
export function eapTreeOrder<T extends EapNode>(
  items: readonly T[],
): (T & { codigo: string; nivel: number })[] {
  const ids = new Set(items.map((i) => i.id));
  const children = new Map<string | null, T[]>();
  for (const item of items) {
    const parent = item.parentId && ids.has(item.parentId) ? item.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(item);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.ordem - b.ordem || a.id.localeCompare(b.id));
  const out: (T & { codigo: string; nivel: number })[] = [];
  const visit = (parent: string | null, prefix: string, nivel: number) => {
    (children.get(parent) ?? []).forEach((item, index) => {
      const codigo = prefix ? `${prefix}.${index + 1}` : String(index + 1);
      out.push({ ...item, codigo, nivel });
      visit(item.id, codigo, nivel + 1);
    });
  };
  visit(null, '', 0);
  return out;
}
