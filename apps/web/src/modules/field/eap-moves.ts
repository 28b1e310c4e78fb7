import type { TEapItem, TEapMoveInput } from '@portal/domain';

/** The reorder buttons of an item: up and down among its siblings, into the previous sibling, out to its parent's level. */
export type EapMovimento = 'subir' | 'descer' | 'avancar' | 'recuar';

const siblings = (itens: readonly TEapItem[], parentId: string | null) =>
  itens.filter((i) => i.parentId === parentId);

/**
 * What the API is asked for a reorder button (the list is in tree order, as the API answers it), or null when the
 * button does nothing there: the first item cannot go up, a root cannot go out, and an item cannot go into a
 * sibling that an order measures (it would get subitems).
 */
export function moveInput(
  itens: readonly TEapItem[],
  id: string,
  movimento: EapMovimento,
): TEapMoveInput | null {
  const item = itens.find((i) => i.id === id);
  if (!item) return null;
  const irmaos = siblings(itens, item.parentId);
  const index = irmaos.findIndex((i) => i.id === id);
  switch (movimento) {
    case 'subir':
      return index > 0 ? { parentId: item.parentId, posicao: index - 1 } : null;
    case 'descer':
      return index < irmaos.length - 1 ? { parentId: item.parentId, posicao: index + 1 } : null;
    case 'avancar': {
      const anterior = irmaos[index - 1];
      if (!anterior || anterior.emUso) return null;
      return { parentId: anterior.id, posicao: siblings(itens, anterior.id).length };
    }
    case 'recuar': {
      const pai = itens.find((i) => i.id === item.parentId);
      if (!pai) return null;
      const posicao = siblings(itens, pai.parentId).findIndex((i) => i.id === pai.id) + 1;
      return { parentId: pai.parentId, posicao };
    }
  }
}

/** The item and everything under it. */
export function subtreeOf(itens: readonly TEapItem[], id: string): TEapItem[] {
  const ids = new Set([id]);
  // Tree order: every descendant comes after its parent, so one pass finds them all.
  return itens.filter((i) => {
    if (i.id === id) return true;
    if (i.parentId && ids.has(i.parentId)) {
      ids.add(i.id);
      return true;
    }
    return false;
  });
}

/** Whether the item has subitems (then its quantity is its children's, not typed). */
export const hasChildren = (itens: readonly TEapItem[], id: string) => itens.some((i) => i.parentId === id);
