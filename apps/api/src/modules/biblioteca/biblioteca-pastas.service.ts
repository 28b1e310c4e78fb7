import { eq, like, sql } from 'drizzle-orm';
import {
  type AcessoBiblioteca,
  type TAcessoExplicado,
  type TBibliotecaRaiz,
  type TPastaConteudo,
  type TPastaResumo,
} from '@portal/domain';
import type { z } from 'zod';
import type { ZPastaQuery } from '@portal/domain';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { HiddenRefusal, ensureCan } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { deleteFilesOf, removeStoredBytes } from '../files';
import { getObra } from '../obras';
import type { BibliotecaContext } from './biblioteca-context';
import { ENTIDADE_BIBLIOTECA } from './biblioteca-entidade';
import { acoesNaPasta, pastaRecord, podeVer } from './biblioteca-acesso';
import { insertPasta, propagarAcesso, trilhaTexto } from './biblioteca-arvore';
import { explicarListas } from './biblioteca-nomes';
import { criarRaiz } from './biblioteca-modelo.service';
import { toDocumento } from './biblioteca-view';
import {
  findDocumentoIdsDaSubarvore,
  findDocumentosPage,
  findEntradasVisiveis,
  findPasta,
  findPastaPorNome,
  findRaiz,
  findSubpastasVisiveis,
  findNomesPastas,
  findTrilha,
  type PastaRow,
} from './biblioteca.repository';
import { pastas } from './biblioteca.schema';

export const PASTA_NAO_ENCONTRADA = 'Pasta não encontrada.';

const resumo = (row: PastaRow): TPastaResumo => ({
  id: row.id,
  nome: row.nome,
  acessoProprio: row.acesso !== null,
});

/** A folder of a library the user may reach: its obra readable by them, and the folder seen (404 otherwise). */
export async function loadPastaVisivel(ctx: ServiceContext, id: string): Promise<PastaRow> {
  const row = await findPasta(ctx.db, id);
  if (!row) throw new NotFound(PASTA_NAO_ENCONTRADA);
  if (row.obraId)
    await getObra(ctx, row.obraId).catch(() => Promise.reject(new NotFound(PASTA_NAO_ENCONTRADA)));
  if (!podeVer(acoesNaPasta(ctx.auth.ability, row)))
    throw new HiddenRefusal(PASTA_NAO_ENCONTRADA, 'BIBLIOTECA');
  return row;
}

/** The names of the folders on the paths of the files found (`caminho`s of ids). */
export async function nomesDasPastas(ctx: ServiceContext, caminhos: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(caminhos.flatMap((c) => c.split('/').filter(Boolean)))];
  return new Map((await findNomesPastas(ctx.db, ids)).map((p) => [p.id, p.nome]));
}

/** `action` on a folder the user sees; 403 with `message` when they may not. */
function ensureOn(
  ctx: ServiceContext,
  action: Parameters<typeof ensureCan>[1],
  row: PastaRow,
  message: string,
) {
  ensureCan(ctx.auth.ability, action, 'BIBLIOTECA', pastaRecord(row), { message });
}

/**
 * Where a library opens: its root — made on first opening, from the folder template for an obra — when the user sees
 * it, otherwise the top-most folders they see (a client named on one folder enters there).
 */
export async function abrirBiblioteca(
  ctx: ServiceContext,
  obraId: string | undefined,
): Promise<TBibliotecaRaiz> {
  if (obraId) await getObra(ctx, obraId);
  let raiz = await findRaiz(ctx.db, obraId ?? null);
  if (!raiz) raiz = await ctx.db.transaction((tx) => criarRaiz(tx, obraId ?? null));
  const acoes = acoesNaPasta(ctx.auth.ability, raiz);
  if (podeVer(acoes)) return { raiz: { ...resumo(raiz), acoes }, pastas: [] };
  const pastasVistas = await findEntradasVisiveis(ctx.db, ctx.auth.ability, obraId ?? null);
  return { raiz: null, pastas: pastasVistas.map(resumo) };
}

/** A folder's page: the path to it (from where the user may enter), its subfolders and a page of its files. */
export async function conteudoPasta(
  ctx: ServiceContext,
  id: string,
  query: z.infer<typeof ZPastaQuery>,
): Promise<TPastaConteudo> {
  const row = await loadPastaVisivel(ctx, id);
  const ability = ctx.auth.ability;
  const trilha = await findTrilha(ctx.db, row);
  // The path starts at the highest folder the user sees from here down.
  let inicio = trilha.length - 1;
  while (inicio > 0 && podeVer(acoesNaPasta(ability, trilha[inicio - 1]!))) inicio--;
  const [subpastas, documentos] = await Promise.all([
    findSubpastasVisiveis(ctx.db, ability, row.id),
    findDocumentosPage(ctx.db, ability, ctx.auth.user.id, row, query),
  ]);
  const nomes = await nomesDasPastas(
    ctx,
    documentos.rows.map((r) => r.pasta.caminho),
  );
  return {
    pasta: {
      ...resumo(row),
      obraId: row.obraId,
      paiId: row.paiId,
      trilha: trilha.slice(inicio).map((p) => ({ id: p.id, nome: p.nome })),
      acoes: acoesNaPasta(ability, row),
    },
    subpastas: subpastas.map(resumo),
    documentos: { items: documentos.rows.map((r) => toDocumento(r, nomes)), total: documentos.total },
  };
}

async function ensureNomeLivre(ctx: ServiceContext, paiId: string, nome: string, exceto?: string) {
  const existing = await findPastaPorNome(ctx.db, paiId, nome);
  if (existing && existing.id !== exceto) throw new Conflict(`Já existe uma pasta "${existing.nome}" aqui.`);
}

export async function criarPasta(
  ctx: ServiceContext,
  input: { paiId: string; nome: string },
): Promise<TPastaResumo> {
  const pai = await loadPastaVisivel(ctx, input.paiId);
  ensureOn(ctx, 'createFolder', pai, 'Você não pode criar pastas aqui.');
  await ensureNomeLivre(ctx, pai.id, input.nome);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertPasta(tx, {
      obraId: pai.obraId,
      pai,
      nome: input.nome,
      criadoPor: ctx.auth.user.id,
    });
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'biblioteca_pasta',
      entityId: created.id,
      action: 'create',
      after: created,
    });
    return created;
  });
  return resumo(row);
}

/** Renames a folder and/or moves it under another folder of the same library (not under itself). */
export async function alterarPasta(
  ctx: ServiceContext,
  id: string,
  input: { nome?: string; paiId?: string },
): Promise<TPastaResumo> {
  const row = await loadPastaVisivel(ctx, id);
  ensureOn(ctx, 'update', row, 'Você não pode renomear nem mover esta pasta.');
  if (!row.paiId)
    throw new ValidationFailed('A pasta principal da biblioteca não pode ser renomeada nem movida.');
  let destino: PastaRow | undefined;
  if (input.paiId && input.paiId !== row.paiId) {
    destino = await loadPastaVisivel(ctx, input.paiId);
    if (destino.obraId !== row.obraId)
      throw new ValidationFailed('Só é possível mover para outra pasta da mesma biblioteca.');
    if (destino.caminho.startsWith(row.caminho))
      throw new ValidationFailed('Uma pasta não pode ir para dentro dela mesma.');
    ensureOn(ctx, 'createFolder', destino, 'Você não pode criar pastas no destino.');
  }
  const nome = input.nome ?? row.nome;
  await ensureNomeLivre(ctx, destino?.id ?? row.paiId, nome, row.id);
  const updated = await ctx.db.transaction(async (tx) => {
    if (destino) {
      const novo = `${destino.caminho}${row.id}/`;
      await tx
        .update(pastas)
        .set({ caminho: sql`${novo} || substr(${pastas.caminho}, ${row.caminho.length + 1})` })
        .where(like(pastas.caminho, `${row.caminho}%`));
    }
    const [after] = await tx
      .update(pastas)
      .set({ nome, paiId: destino?.id ?? row.paiId })
      .where(eq(pastas.id, row.id))
      .returning();
    if (destino) await propagarAcesso(tx, after!);
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'biblioteca_pasta',
      entityId: row.id,
      action: destino ? 'mover' : 'renomear',
      before: { nome: row.nome, paiId: row.paiId },
      after: { nome, paiId: after!.paiId },
    });
    return after!;
  });
  return resumo(updated);
}

/** Deletes a folder with everything in it (full list or admin_biblioteca); never a library's root. */
export async function excluirPasta(ctx: BibliotecaContext, id: string): Promise<void> {
  const row = await loadPastaVisivel(ctx, id);
  ensureOn(ctx, 'delete', row, 'Você não pode excluir esta pasta.');
  if (!row.paiId) throw new ValidationFailed('A pasta principal da biblioteca não pode ser excluída.');
  const keys = await ctx.db.transaction(async (tx) => {
    const ids = await findDocumentoIdsDaSubarvore(tx, row);
    await tx.delete(pastas).where(eq(pastas.id, row.id));
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'biblioteca_pasta',
      entityId: row.id,
      action: 'delete',
      before: { ...row, documentos: ids.length },
    });
    return deleteFilesOf(tx, ENTIDADE_BIBLIOTECA, ids);
  });
  await removeStoredBytes(ctx.files, keys);
}

/** "Why can this person see this?": the lists that apply, with names, and the folder they come from. */
export async function explicarAcesso(ctx: ServiceContext, id: string): Promise<TAcessoExplicado> {
  const row = await loadPastaVisivel(ctx, id);
  ensureOn(ctx, 'configure', row, 'Só quem administra a pasta vê e muda os acessos.');
  const trilha = await findTrilha(ctx.db, row);
  const origemIndex = trilha.findIndex((p) => p.id === row.acessoOrigemId);
  const origem = origemIndex >= 0 ? trilha[origemIndex]! : null;
  return {
    origem: origem
      ? { id: origem.id, nome: origem.nome, trilha: trilhaTexto(trilha.slice(0, origemIndex + 1)) }
      : null,
    proprio: row.acesso !== null,
    acessoProprio: row.acesso
      ? { full: [], rOnly: [], uploadOnly: [], rW: [], rWEdit: [], ...row.acesso }
      : null,
    listas: await explicarListas(ctx.db, pastaRecord(row).acesso),
  };
}

/**
 * Gives a folder lists of its own (or, with null, makes it inherit again); every folder under it that inherits
 * follows. The one who changes them must keep managing the folder: nobody locks themselves out by mistake.
 */
export async function definirAcesso(
  ctx: ServiceContext,
  id: string,
  acesso: AcessoBiblioteca | null,
): Promise<TAcessoExplicado> {
  const row = await loadPastaVisivel(ctx, id);
  ensureOn(ctx, 'configure', row, 'Só quem administra a pasta vê e muda os acessos.');
  await ctx.db.transaction(async (tx) => {
    const [after] = await tx.update(pastas).set({ acesso }).where(eq(pastas.id, row.id)).returning();
    await propagarAcesso(tx, after!);
    const depois = (await findPasta(tx, row.id))!;
    if (!acoesNaPasta(ctx.auth.ability, depois).configurar)
      throw new ValidationFailed(
        'Com estes acessos você deixaria de administrar a pasta. Inclua-se na lista de controle total.',
      );
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'biblioteca_pasta',
      entityId: row.id,
      action: 'acesso',
      before: { acesso: row.acesso },
      after: { acesso: after!.acesso },
    });
  });
  return explicarAcesso(ctx, id);
}
