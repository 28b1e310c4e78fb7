import { asc, eq, sql } from 'drizzle-orm';
import { LISTAS_ACESSO, normalizeAccess, type AcessoBiblioteca, type TModeloPasta } from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { ensureCan } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { getObra } from '../obras';
import { insertPasta, propagarAcesso } from './biblioteca-arvore';
import { findPastaPorNome, findRaiz, type PastaRow } from './biblioteca.repository';
import { modeloPastas, pastas } from './biblioteca.schema';

type ModeloRow = typeof modeloPastas.$inferSelect;

/** Whether two folders' own lists are the same (jsonb keeps its own key order, so JSON text would not tell). */
function mesmasListas(a: AcessoBiblioteca | null, b: AcessoBiblioteca | null): boolean {
  if (a === null || b === null) return a === b;
  const [x, y] = [normalizeAccess(a), normalizeAccess(b)];
  return LISTAS_ACESSO.every((lista) => x[lista].join('\n') === y[lista].join('\n'));
}

/** The names of a library's root, as its page shows them. */
export const RAIZ_OBRA = 'Documentos da obra';
export const RAIZ_GERAL = 'Biblioteca geral';

const SO_QUEM_CONFIGURA = 'Só quem configura as obras muda a árvore de documentos.';

/** The template, parents before children (each level by name). */
async function findModelo(db: Db): Promise<ModeloRow[]> {
  const rows = await db
    .select()
    .from(modeloPastas)
    .orderBy(sql`lower(${modeloPastas.nome})`, asc(modeloPastas.id));
  const ordered: ModeloRow[] = [];
  const visit = (paiId: string | null) => {
    for (const row of rows.filter((r) => r.paiId === paiId)) {
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}

const toModelo = (row: ModeloRow): TModeloPasta => ({
  id: row.id,
  paiId: row.paiId,
  nome: row.nome,
  acesso: row.acesso ? normalizeAccess(row.acesso) : null,
});

/**
 * A library's root, and for an obra the folders of the template (with their lists) under it: an obra's library
 * starts from the document tree in force when it is first opened. Concurrent first openings make one root.
 */
export async function criarRaiz(tx: Db, obraId: string | null): Promise<PastaRow> {
  const existing = await findRaiz(tx, obraId);
  if (existing) return existing;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`biblioteca:${obraId ?? 'geral'}`}))`);
  const again = await findRaiz(tx, obraId);
  if (again) return again;
  const raiz = await insertPasta(tx, {
    obraId,
    pai: null,
    nome: obraId ? RAIZ_OBRA : RAIZ_GERAL,
    criadoPor: null,
  });
  if (obraId) await aplicarModeloEm(tx, raiz, await findModelo(tx));
  return raiz;
}

/**
 * Lays the template over an obra's library: missing folders are made, and folders of the template's names take the
 * template's lists. Folders and files that are not in the template stay as they are.
 */
async function aplicarModeloEm(tx: Db, raiz: PastaRow, modelo: ModeloRow[]) {
  const feitas = new Map<string | null, PastaRow>([[null, raiz]]);
  let pastasCriadas = 0;
  let acessosAtualizados = 0;
  for (const item of modelo) {
    const pai = feitas.get(item.paiId)!;
    let pasta = await findPastaPorNome(tx, pai.id, item.nome);
    if (!pasta) {
      pasta = await insertPasta(tx, {
        obraId: raiz.obraId,
        pai,
        nome: item.nome,
        acesso: item.acesso,
        criadoPor: null,
      });
      pastasCriadas++;
    } else if (!mesmasListas(pasta.acesso, item.acesso)) {
      const [after] = await tx
        .update(pastas)
        .set({ acesso: item.acesso ? normalizeAccess(item.acesso) : null })
        .where(eq(pastas.id, pasta.id))
        .returning();
      await propagarAcesso(tx, after!);
      pasta = after!;
      acessosAtualizados++;
    }
    feitas.set(item.id, pasta);
  }
  return { pastasCriadas, acessosAtualizados };
}

function ensureConfigura(ctx: ServiceContext) {
  ensureCan(ctx.auth.ability, 'configure', 'Obra', {}, { message: SO_QUEM_CONFIGURA });
}

export async function listarModelo(ctx: ServiceContext): Promise<TModeloPasta[]> {
  ensureCan(ctx.auth.ability, 'configure', 'Obra', {}, { message: SO_QUEM_CONFIGURA });
  return (await findModelo(ctx.db)).map(toModelo);
}

async function findModeloPasta(db: Db, id: string): Promise<ModeloRow> {
  const [row] = await db.select().from(modeloPastas).where(eq(modeloPastas.id, id));
  if (!row) throw new NotFound('Pasta do modelo não encontrada.');
  return row;
}

async function ensureNomeLivre(db: Db, paiId: string | null, nome: string, exceto?: string) {
  const [dup] = await db
    .select({ id: modeloPastas.id })
    .from(modeloPastas)
    .where(
      sql`coalesce(${modeloPastas.paiId}::text, '') = ${paiId ?? ''} and lower(${modeloPastas.nome}) = lower(${nome})`,
    );
  if (dup && dup.id !== exceto) throw new Conflict(`Já existe uma pasta "${nome}" neste nível do modelo.`);
}

export async function criarModeloPasta(
  ctx: ServiceContext,
  input: { paiId: string | null; nome: string; acesso: AcessoBiblioteca | null },
): Promise<TModeloPasta> {
  ensureConfigura(ctx);
  if (input.paiId) await findModeloPasta(ctx.db, input.paiId);
  await ensureNomeLivre(ctx.db, input.paiId, input.nome);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(modeloPastas)
      .values({
        paiId: input.paiId,
        nome: input.nome,
        acesso: input.acesso ? normalizeAccess(input.acesso) : null,
      })
      .returning();
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'biblioteca_modelo',
      entityId: row!.id,
      action: 'create',
      after: row,
    });
    return toModelo(row!);
  });
}

export async function alterarModeloPasta(
  ctx: ServiceContext,
  id: string,
  input: { nome?: string; acesso?: AcessoBiblioteca | null },
): Promise<TModeloPasta> {
  ensureConfigura(ctx);
  const row = await findModeloPasta(ctx.db, id);
  if (input.nome !== undefined) await ensureNomeLivre(ctx.db, row.paiId, input.nome, row.id);
  return ctx.db.transaction(async (tx) => {
    const changes: Partial<ModeloRow> = {};
    if (input.nome !== undefined) changes.nome = input.nome;
    if (input.acesso !== undefined) changes.acesso = input.acesso ? normalizeAccess(input.acesso) : null;
    const [after] = await tx.update(modeloPastas).set(changes).where(eq(modeloPastas.id, id)).returning();
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'biblioteca_modelo',
      entityId: id,
      action: 'update',
      before: row,
      after,
    });
    return toModelo(after!);
  });
}

export async function excluirModeloPasta(ctx: ServiceContext, id: string): Promise<void> {
  ensureConfigura(ctx);
  const row = await findModeloPasta(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(modeloPastas).where(eq(modeloPastas.id, id));
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'biblioteca_modelo',
      entityId: id,
      action: 'delete',
      before: row,
    });
  });
}

/** Applies the template to obras that already have a library (the others take it when first opened). */
export async function aplicarModelo(
  ctx: ServiceContext,
  obras: string[],
): Promise<{ obras: number; pastasCriadas: number; acessosAtualizados: number }> {
  ensureConfigura(ctx);
  for (const obraId of obras) {
    try {
      await getObra(ctx, obraId);
    } catch {
      throw new ValidationFailed('Uma das obras escolhidas não existe.', [
        { campo: 'obras', mensagem: 'Obra não encontrada' },
      ]);
    }
  }
  const modelo = await findModelo(ctx.db);
  if (modelo.length === 0) throw new ValidationFailed('O modelo não tem pastas para aplicar.');
  return ctx.db.transaction(async (tx) => {
    const total = { obras: 0, pastasCriadas: 0, acessosAtualizados: 0 };
    for (const obraId of new Set(obras)) {
      const raiz = (await findRaiz(tx, obraId)) ?? (await criarRaiz(tx, obraId));
      const feito = await aplicarModeloEm(tx, raiz, modelo);
      total.obras++;
      total.pastasCriadas += feito.pastasCriadas;
      total.acessosAtualizados += feito.acessosAtualizados;
    }
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'biblioteca_modelo',
      entityId: 'aplicar',
      action: 'aplicar',
      after: { ...total, obrasAplicadas: [...new Set(obras)] },
    });
    return total;
  });
}
