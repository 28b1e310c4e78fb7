import { and, eq } from 'drizzle-orm';
import { eapTreeOrder, type TOsTipo } from '@portal/domain';
import type { Db } from '../../db/database';
import { eapItens } from './field.schema';

/** The code (1.2.3) of every EAP item of an obra and team, from the tree's shape. */
export async function eapCodigos(db: Db, obraId: string, tipo: TOsTipo): Promise<Map<string, string>> {
  const nodes = await db
    .select({ id: eapItens.id, parentId: eapItens.parentId, ordem: eapItens.ordem })
    .from(eapItens)
    .where(and(eq(eapItens.obraId, obraId), eq(eapItens.tipo, tipo)));
  return new Map(eapTreeOrder(nodes).map((n) => [n.id, n.codigo]));
}
