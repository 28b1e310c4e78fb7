import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import type { TDocumentoBiblioteca, TDocumentoDetalhe } from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import { HiddenRefusal, ensureCan } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import {
  IMAGE_TYPES,
  deleteFilesOf,
  filesTables,
  receiveUpload,
  removeStoredBytes,
  storeThumbnail,
} from '../files';
import { acoesNaPasta, pastaRecord } from './biblioteca-acesso';
import type { BibliotecaContext } from './biblioteca-context';
import { ENTIDADE_BIBLIOTECA } from './biblioteca-entidade';
import { insertPasta } from './biblioteca-arvore';
import { loadPastaVisivel, nomesDasPastas } from './biblioteca-pastas.service';
import { toDocumento } from './biblioteca-view';
import {
  findDocumento,
  findDocumentoPorNome,
  findDownloads,
  findNomesParecidos,
  findPastaPorNome,
  findVersoes,
  type DocumentoListRow,
  type PastaRow,
} from './biblioteca.repository';
import { documentos, downloads, versoes } from './biblioteca.schema';

export type { BibliotecaContext };

export { ENTIDADE_BIBLIOTECA };
export const ARQUIVO_NAO_ENCONTRADO = 'Arquivo não encontrado.';

/** A file the user may see: any in a folder they read, their own in a folder they may only send to. */
export async function loadDocumentoVisivel(
  ctx: ServiceContext,
  id: string,
): Promise<{ row: DocumentoListRow; pasta: PastaRow }> {
  const row = await findDocumento(ctx.db, id);
  if (!row) throw new NotFound(ARQUIVO_NAO_ENCONTRADO);
  const pasta = await loadPastaVisivel(ctx, row.documento.pastaId).catch(() => {
    throw new HiddenRefusal(ARQUIVO_NAO_ENCONTRADO, 'BIBLIOTECA');
  });
  const acoes = acoesNaPasta(ctx.auth.ability, pasta);
  if (!acoes.ler && row.documento.enviadoPor !== ctx.auth.user.id)
    throw new HiddenRefusal(ARQUIVO_NAO_ENCONTRADO, 'BIBLIOTECA');
  return { row, pasta };
}

const SEGMENTO = /^[^\\/]{1,120}$/;

/** The folders of a dropped folder's relative path ("Projeto/Elétrica/planta.pdf" → Projeto, Elétrica). */
function pastasDoCaminho(caminho: string | undefined): string[] {
  if (!caminho) return [];
  const partes = caminho
    .split('/')
    .map((p) => p.trim())
    .filter(Boolean);
  const pastasNomes = partes.slice(0, -1);
  if (pastasNomes.length > 10 || pastasNomes.some((p) => !SEGMENTO.test(p) || p === '.' || p === '..'))
    throw new ValidationFailed('O caminho da pasta enviada é inválido.', [
      { campo: 'caminho', mensagem: 'Até 10 níveis, sem \\ nem ..' },
    ]);
  return pastasNomes;
}

/** "planta.pdf" → "planta (2).pdf", the first name not yet taken in the folder. */
async function nomeLivre(db: Db, pastaId: string, nome: string): Promise<string> {
  const dot = nome.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [nome.slice(0, dot), nome.slice(dot)] : [nome, ''];
  const taken = new Set(await findNomesParecidos(db, pastaId, base));
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})${ext}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Receives a file into a folder (with `caminho`, a file of a dropped folder: its subfolders are found or made).
 * A file of the same name becomes a new version when the user may replace files there; otherwise both are kept
 * ("planta (2).pdf") — an upload-only list never learns what else the folder holds.
 */
export async function enviarDocumento(
  ctx: BibliotecaContext,
  pastaId: string,
  part: MultipartFile | undefined,
): Promise<TDocumentoBiblioteca> {
  let pasta = await loadPastaVisivel(ctx, pastaId);
  ensureCan(ctx.auth.ability, 'upload', 'BIBLIOTECA', pastaRecord(pasta), {
    message: 'Você não pode enviar arquivos para esta pasta.',
  });
  const caminhoField = part?.fields?.caminho as { value?: unknown } | undefined;
  const nomesPastas = pastasDoCaminho(
    typeof caminhoField?.value === 'string' ? caminhoField.value : undefined,
  );
  // Checked before a byte is stored: each folder of the path must exist and take files, or be creatable.
  const faltam: string[] = [];
  for (const nome of nomesPastas) {
    const existing = faltam.length === 0 ? await findPastaPorNome(ctx.db, pasta.id, nome) : undefined;
    if (existing) {
      pasta = await loadPastaVisivel(ctx, existing.id).catch(() => {
        throw new Conflict(`Já existe uma pasta "${existing.nome}" que você não pode abrir.`);
      });
      continue;
    }
    if (faltam.length === 0)
      ensureCan(ctx.auth.ability, 'createFolder', 'BIBLIOTECA', pastaRecord(pasta), {
        message: 'Você não pode criar pastas aqui: envie os arquivos sem a pasta.',
      });
    faltam.push(nome);
  }
  if (faltam.length === 0)
    ensureCan(ctx.auth.ability, 'upload', 'BIBLIOTECA', pastaRecord(pasta), {
      message: 'Você não pode enviar arquivos para esta pasta.',
    });
  const nomeEnviado = part?.filename?.split(/[\\/]/).pop() ?? '';
  const mesmo = faltam.length === 0 ? await findDocumentoPorNome(ctx.db, pasta.id, nomeEnviado) : undefined;
  const substitui = mesmo && acoesNaPasta(ctx.auth.ability, pasta).editar;
  const documentoId = substitui ? mesmo.id : randomUUID();
  const arquivo = await receiveUpload(ctx.files, ctx.auth, part, {
    entidade: ENTIDADE_BIBLIOTECA,
    entidadeId: documentoId,
  });
  const miniaturaId =
    arquivo.mime in IMAGE_TYPES
      ? await storeThumbnail(ctx.files, ctx.auth, arquivo, {
          entidade: ENTIDADE_BIBLIOTECA,
          entidadeId: documentoId,
        })
      : null;
  const destinoFinal = await ctx.db.transaction(async (tx) => {
    let destino = pasta;
    for (const nome of faltam) {
      destino =
        (await findPastaPorNome(tx, destino.id, nome)) ??
        (await insertPasta(tx, { obraId: destino.obraId, pai: destino, nome, criadoPor: ctx.auth.user.id }));
    }
    if (substitui) {
      await novaVersao(tx, ctx, mesmo.id, { arquivoId: arquivo.id, miniaturaId, observacao: '' });
    } else {
      const existe = await findDocumentoPorNome(tx, destino.id, arquivo.nome);
      const nome = existe ? await nomeLivre(tx, destino.id, arquivo.nome) : arquivo.nome;
      await tx
        .insert(documentos)
        .values({ id: documentoId, pastaId: destino.id, nome, enviadoPor: ctx.auth.user.id });
      await tx.insert(versoes).values({
        documentoId,
        numero: 1,
        arquivoId: arquivo.id,
        miniaturaId,
        enviadoPor: ctx.auth.user.id,
      });
      await recordAudit(tx, ctx.auth.actor, {
        entity: 'biblioteca_documento',
        entityId: documentoId,
        action: 'create',
        after: { nome, pastaId: destino.id, arquivoId: arquivo.id },
      });
    }
    return destino;
  });
  const row = (await findDocumento(ctx.db, documentoId))!;
  return toDocumento(row, await nomesDasPastas(ctx, [destinoFinal.caminho]));
}

/** Adds a version to a file, in the caller's transaction; it becomes the current one. */
async function novaVersao(
  tx: Db,
  ctx: ServiceContext,
  documentoId: string,
  data: { arquivoId: string; miniaturaId: string | null; observacao: string },
): Promise<number> {
  const [doc] = await tx
    .update(documentos)
    .set({ versaoAtual: sql`${documentos.versaoAtual} + 1`, updatedAt: new Date() })
    .where(eq(documentos.id, documentoId))
    .returning();
  const numero = doc!.versaoAtual;
  await tx.insert(versoes).values({ documentoId, numero, ...data, enviadoPor: ctx.auth.user.id });
  await recordAudit(tx, ctx.auth.actor, {
    entity: 'biblioteca_documento',
    entityId: documentoId,
    action: 'versao',
    after: { numero, arquivoId: data.arquivoId, observacao: data.observacao },
  });
  return numero;
}

function ensureEdita(ctx: ServiceContext, pasta: PastaRow) {
  ensureCan(ctx.auth.ability, 'update', 'BIBLIOTECA', pastaRecord(pasta), {
    message: 'Você não pode alterar os arquivos desta pasta.',
  });
}

/** Replaces a file's bytes with a new version (the old ones stay in its history). */
export async function enviarVersao(
  ctx: BibliotecaContext,
  id: string,
  part: MultipartFile | undefined,
): Promise<TDocumentoDetalhe> {
  const { pasta } = await loadDocumentoVisivel(ctx, id);
  ensureEdita(ctx, pasta);
  const arquivo = await receiveUpload(ctx.files, ctx.auth, part, {
    entidade: ENTIDADE_BIBLIOTECA,
    entidadeId: id,
  });
  const miniaturaId =
    arquivo.mime in IMAGE_TYPES
      ? await storeThumbnail(ctx.files, ctx.auth, arquivo, { entidade: ENTIDADE_BIBLIOTECA, entidadeId: id })
      : null;
  await ctx.db.transaction((tx) =>
    novaVersao(tx, ctx, id, { arquivoId: arquivo.id, miniaturaId, observacao: '' }),
  );
  return detalheDocumento(ctx, id);
}

/** Brings an old version back as the newest (history is never rewritten). */
export async function restaurarVersao(
  ctx: ServiceContext,
  id: string,
  numero: number,
): Promise<TDocumentoDetalhe> {
  const { row, pasta } = await loadDocumentoVisivel(ctx, id);
  ensureEdita(ctx, pasta);
  const [antiga] = await ctx.db
    .select()
    .from(versoes)
    .where(and(eq(versoes.documentoId, id), eq(versoes.numero, numero)));
  if (!antiga) throw new NotFound('Versão não encontrada.');
  if (numero === row.documento.versaoAtual) throw new Conflict('Esta já é a versão atual.');
  await ctx.db.transaction((tx) =>
    novaVersao(tx, ctx, id, {
      arquivoId: antiga.arquivoId,
      miniaturaId: antiga.miniaturaId,
      observacao: `Restaurada da versão ${numero}`,
    }),
  );
  return detalheDocumento(ctx, id);
}

export async function detalheDocumento(ctx: ServiceContext, id: string): Promise<TDocumentoDetalhe> {
  const { row, pasta } = await loadDocumentoVisivel(ctx, id);
  const acoes = acoesNaPasta(ctx.auth.ability, pasta);
  const [lista, log, nomes] = await Promise.all([
    findVersoes(ctx.db, id),
    acoes.editar ? findDownloads(ctx.db, id, 20) : Promise.resolve({ rows: [], total: 0 }),
    nomesDasPastas(ctx, [pasta.caminho]),
  ]);
  return {
    ...toDocumento(row, nomes),
    versoes: lista.map((v) => ({
      id: v.versao.id,
      numero: v.versao.numero,
      arquivoId: v.versao.arquivoId,
      nome: v.arquivo.nome,
      mime: v.arquivo.mime,
      tamanho: v.arquivo.tamanho,
      enviadoPor: v.enviadoPor?.id ? { id: v.enviadoPor.id, nome: v.enviadoPor.nome } : null,
      criadoEm: v.versao.createdAt.toISOString(),
      observacao: v.versao.observacao,
    })),
    downloads: log.rows.map((d) => ({
      usuario: d.usuario?.id ? { id: d.usuario.id, nome: d.usuario.nome } : null,
      versao: d.versao,
      em: d.em.toISOString(),
    })),
    totalDownloads: log.total,
    acoes: { editar: acoes.editar, excluir: acoes.excluir },
  };
}

/** Renames a file and/or moves it to another folder of the same library where the user may send files. */
export async function alterarDocumento(
  ctx: ServiceContext,
  id: string,
  input: { nome?: string; pastaId?: string },
): Promise<TDocumentoDetalhe> {
  const { row, pasta } = await loadDocumentoVisivel(ctx, id);
  ensureEdita(ctx, pasta);
  let destino = pasta;
  if (input.pastaId && input.pastaId !== pasta.id) {
    destino = await loadPastaVisivel(ctx, input.pastaId);
    if (destino.obraId !== pasta.obraId)
      throw new ValidationFailed('Só é possível mover para outra pasta da mesma biblioteca.');
    ensureCan(ctx.auth.ability, 'upload', 'BIBLIOTECA', pastaRecord(destino), {
      message: 'Você não pode enviar arquivos para a pasta de destino.',
    });
  }
  const nome = input.nome ?? row.documento.nome;
  const dup = await findDocumentoPorNome(ctx.db, destino.id, nome);
  if (dup && dup.id !== id) throw new Conflict(`Já existe um arquivo "${dup.nome}" na pasta de destino.`);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(documentos)
      .set({ nome, pastaId: destino.id, updatedAt: new Date() })
      .where(eq(documentos.id, id));
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'biblioteca_documento',
      entityId: id,
      action: destino.id !== pasta.id ? 'mover' : 'renomear',
      before: { nome: row.documento.nome, pastaId: pasta.id },
      after: { nome, pastaId: destino.id },
    });
  });
  return detalheDocumento(ctx, id);
}

export async function excluirDocumento(ctx: BibliotecaContext, id: string): Promise<void> {
  const { row, pasta } = await loadDocumentoVisivel(ctx, id);
  ensureCan(ctx.auth.ability, 'delete', 'BIBLIOTECA', pastaRecord(pasta), {
    message: 'Você não pode excluir arquivos desta pasta.',
  });
  const keys = await ctx.db.transaction(async (tx) => {
    await tx.delete(documentos).where(eq(documentos.id, id));
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'biblioteca_documento',
      entityId: id,
      action: 'delete',
      before: row.documento,
    });
    return deleteFilesOf(tx, ENTIDADE_BIBLIOTECA, [id]);
  });
  await removeStoredBytes(ctx.files, keys);
}

/** Opens a version's bytes (the current one by default) and logs the download. */
export async function baixarDocumento(
  ctx: BibliotecaContext,
  id: string,
  numero: number | undefined,
): Promise<{ nome: string; mime: string; tamanho: number; stream: Readable }> {
  const { row } = await loadDocumentoVisivel(ctx, id);
  const versao = numero ?? row.documento.versaoAtual;
  const [found] = await ctx.db
    .select({ arquivoId: versoes.arquivoId })
    .from(versoes)
    .where(and(eq(versoes.documentoId, id), eq(versoes.numero, versao)));
  if (!found) throw new NotFound('Versão não encontrada.');
  const [arquivo] = await ctx.db
    .select()
    .from(filesTables.arquivos)
    .where(eq(filesTables.arquivos.id, found.arquivoId));
  const stream = await ctx.files.storage.read(arquivo!.storageKey);
  await ctx.db.insert(downloads).values({ documentoId: id, versao, usuarioId: ctx.auth.user.id });
  return { nome: row.documento.nome, mime: arquivo!.mime, tamanho: arquivo!.tamanho, stream };
}

/** Whether the user may read a file stored for the library (its thumbnails and versions through /api/arquivos). */
export async function podeLerArquivo(ctx: ServiceContext, documentoId: string): Promise<boolean> {
  try {
    await loadDocumentoVisivel(ctx, documentoId);
    return true;
  } catch {
    return false;
  }
}
