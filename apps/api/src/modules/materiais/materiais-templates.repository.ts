import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { materiaisTemplates } from './materiais.schema';

export type TemplateRow = typeof materiaisTemplates.$inferSelect;
export type TemplateInsert = typeof materiaisTemplates.$inferInsert;

export async function findTemplateRow(db: Db, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(materiaisTemplates).where(eq(materiaisTemplates.id, id)).limit(1);
  return row;
}

/** Every template (a company has tens), active first, by name; without their lines. */
export async function findTemplates(db: Db, todos: boolean) {
  return db
    .select({
      id: materiaisTemplates.id,
      nome: materiaisTemplates.nome,
      disciplina: materiaisTemplates.disciplina,
      descricao: materiaisTemplates.descricao,
      colunas: materiaisTemplates.colunas,
      totalLinhas: sql<number>`jsonb_array_length(${materiaisTemplates.linhas})`.mapWith(Number),
      ativo: materiaisTemplates.ativo,
      updatedAt: materiaisTemplates.updatedAt,
    })
    .from(materiaisTemplates)
    .where(todos ? undefined : eq(materiaisTemplates.ativo, true))
    .orderBy(sql`${materiaisTemplates.ativo} desc`, asc(materiaisTemplates.nome));
}

export async function findTemplateByNome(db: Db, nome: string) {
  const [row] = await db
    .select({ id: materiaisTemplates.id })
    .from(materiaisTemplates)
    .where(sql`lower(${materiaisTemplates.nome}) = ${nome.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function insertTemplate(db: Db, values: TemplateInsert): Promise<TemplateRow> {
  const [row] = await db.insert(materiaisTemplates).values(values).returning();
  if (!row) throw new Error('insert into materiais_templates returned nothing');
  return row;
}

export async function updateTemplate(db: Db, id: string, values: Partial<TemplateInsert>) {
  const [row] = await db
    .update(materiaisTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(materiaisTemplates.id, id))
    .returning();
  return row;
}
