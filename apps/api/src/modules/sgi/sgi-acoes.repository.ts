import { aliasedTable, and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TAcoesQuery } from '@portal/domain';
import type { Db } from '../../db/database';
import { identityTables } from '../identity';
import { obrasTables } from '../obras';
import { sgiAcoes, sgiOcorrencias } from './sgi.schema';

const { users } = identityTables;
const { obras } = obrasTables;
const A = sgiAcoes;
const O = sgiOcorrencias;

const quem = aliasedTable(users, 'quem');
const verificador = aliasedTable(users, 'verificador');
const responsavelOcorrencia = aliasedTable(users, 'responsavel_ocorrencia');

/** Past its date and not finished (São Paulo's today). */
export const acaoAtrasadaSql = sql<boolean>`(${A.status} = 'pendente' and ${A.quando} < (now() at time zone 'America/Sao_Paulo')::date)`;

function selectAcao(db: Db) {
  return db
    .select({
      acao: sgiAcoes,
      ocorrencia: {
        id: O.id,
        numero: O.numero,
        titulo: O.titulo,
        categoria: O.categoria,
        status: O.status,
        obraId: O.obraId,
      },
      obra: { id: obras.id, codigo: obras.codigo, nome: obras.nome },
      quem: { id: quem.id, nome: quem.name, email: quem.email },
      verificador: { id: verificador.id, nome: verificador.name, email: verificador.email },
      responsavelOcorrenciaEmail: responsavelOcorrencia.email,
      atrasada: acaoAtrasadaSql,
    })
    .from(A)
    .innerJoin(O, eq(O.id, A.ocorrenciaId))
    .leftJoin(obras, eq(obras.id, O.obraId))
    .leftJoin(quem, eq(quem.id, A.quemId))
    .leftJoin(verificador, eq(verificador.id, A.verificadorId))
    .leftJoin(responsavelOcorrencia, eq(responsavelOcorrencia.id, O.responsavelId));
}
export type AcaoRow = Awaited<ReturnType<typeof findAcoesDaOcorrencia>>[number];

export async function findAcoesDaOcorrencia(db: Db, ocorrenciaId: string) {
  return selectAcao(db)
    .where(eq(A.ocorrenciaId, ocorrenciaId))
    .orderBy(asc(A.quando), asc(A.createdAt))
    .limit(200);
}

export async function findAcao(db: Db, id: string) {
  const [row] = await selectAcao(db).where(eq(A.id, id));
  return row;
}

/** A page of the actions of the occurrences `permission` lets the user read (`/sgi/acoes`). */
export async function findAcoesPage(db: Db, query: TAcoesQuery, permission: SQL, userId: string) {
  const where: (SQL | undefined)[] = [permission];
  if (query.minhas) where.push(or(eq(A.quemId, userId), eq(A.verificadorId, userId)));
  if (query.atrasadas) where.push(acaoAtrasadaSql);
  if (query.status?.length) where.push(inArray(A.status, query.status));
  if (query.categoria) where.push(eq(O.categoria, query.categoria));
  if (query.obra) where.push(eq(O.obraId, query.obra));
  if (query.busca) {
    const term = `%${query.busca.replace(/[%_\\]/g, '')}%`;
    where.push(or(ilike(A.oQue, term), ilike(A.onde, term), ilike(O.titulo, term)));
  }
  const condition = and(...where);
  const rows = await selectAcao(db)
    .where(condition)
    .orderBy(sql`${A.status} = 'pendente' desc`, asc(A.quando), asc(A.createdAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(A)
    .innerJoin(O, eq(O.id, A.ocorrenciaId))
    .where(condition);
  return { rows, total: totals!.total };
}

export async function insertAcoes(tx: Db, values: (typeof sgiAcoes.$inferInsert)[]) {
  return tx.insert(A).values(values).returning({ id: A.id });
}

/** Changes the action if it still is in `status` (two people acting at once: the second finds none). */
export async function updateAcaoIf(
  tx: Db,
  id: string,
  status: string,
  changes: Partial<typeof sgiAcoes.$inferInsert>,
) {
  const [row] = await tx
    .update(A)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(A.id, id), eq(A.status, status as never)))
    .returning({ id: A.id });
  return row;
}

export async function statusDasAcoes(tx: Db, ocorrenciaId: string) {
  return tx.select({ status: A.status }).from(A).where(eq(A.ocorrenciaId, ocorrenciaId));
}
