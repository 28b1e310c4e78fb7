import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clientes, obraUsuarios, obras } from './obras.schema';

export type ClienteRow = typeof clientes.$inferSelect;
export type ObraRow = typeof obras.$inferSelect;

export async function insertCliente(tx: Db, row: typeof clientes.$inferInsert): Promise<ClienteRow> {
  const [created] = await tx.insert(clientes).values(row).returning();
  return created!;
}

export async function findClienteByCnpj(tx: Db, cnpj: string): Promise<ClienteRow | undefined> {
  const [row] = await tx.select().from(clientes).where(eq(clientes.cnpj, cnpj)).limit(1);
  return row;
}

export async function insertObra(tx: Db, row: typeof obras.$inferInsert): Promise<ObraRow> {
  const [created] = await tx.insert(obras).values(row).returning();
  return created!;
}

export async function findObraByCodigo(tx: Db, codigo: string): Promise<ObraRow | undefined> {
  const [row] = await tx.select().from(obras).where(eq(obras.codigo, codigo)).limit(1);
  return row;
}

export async function insertObraUsuario(tx: Db, obraId: string, userId: string): Promise<boolean> {
  const inserted = await tx
    .insert(obraUsuarios)
    .values({ obraId, userId })
    .onConflictDoNothing()
    .returning({ obraId: obraUsuarios.obraId });
  return inserted.length > 0;
}
