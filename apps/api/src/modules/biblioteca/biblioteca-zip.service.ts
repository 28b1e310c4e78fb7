import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { ValidationFailed } from '../../errors/domain-errors';
import { loadPastaVisivel, nomesDasPastas } from './biblioteca-pastas.service';
import type { BibliotecaContext } from './biblioteca-documentos.service';
import { findDocumentosDaSubarvore } from './biblioteca.repository';
import { downloads } from './biblioteca.schema';

/** A folder's zip holds at most this many files; more is a job for a sync client, not a browser download. */
export const ZIP_MAX_ARQUIVOS = 2000;

/** A name safe inside a zip on every system (no separators, no control characters). */
function seguro(nome: string): string {
  const visible = [...nome].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  return visible.replace(/[\\/:*?"<>|]/g, '_').trim() || 'arquivo';
}

/**
 * A folder and its subfolders as a zip, streamed: each file's bytes are opened only when the zip reaches it, so
 * memory stays flat whatever the size. Only the files the user may see go in; every one is logged as downloaded.
 */
export async function zipDaPasta(
  ctx: BibliotecaContext,
  id: string,
): Promise<{ nome: string; stream: Readable }> {
  const pasta = await loadPastaVisivel(ctx, id);
  const arquivos = await findDocumentosDaSubarvore(ctx.db, ctx.auth.ability, ctx.auth.user.id, pasta);
  if (arquivos.length === 0) throw new ValidationFailed('Não há arquivos que você possa baixar nesta pasta.');
  if (arquivos.length > ZIP_MAX_ARQUIVOS)
    throw new ValidationFailed(
      `A pasta tem mais de ${ZIP_MAX_ARQUIVOS} arquivos: baixe as subpastas separadamente.`,
    );
  const nomes = await nomesDasPastas(
    ctx,
    arquivos.map((a) => a.pastaCaminho),
  );
  const zip = new ZipFile();
  for (const arquivo of arquivos) {
    const relativo = arquivo.pastaCaminho
      .slice(pasta.caminho.length)
      .split('/')
      .filter(Boolean)
      .map((pastaId) => seguro(nomes.get(pastaId) ?? pastaId));
    zip.addReadStreamLazy([...relativo, seguro(arquivo.nome)].join('/'), (cb) => {
      ctx.files.storage.read(arquivo.storageKey).then(
        (stream) => cb(null, stream),
        (error: unknown) => cb(error, undefined as never),
      );
    });
  }
  zip.end();
  await ctx.db
    .insert(downloads)
    .values(arquivos.map((a) => ({ documentoId: a.id, versao: a.versao, usuarioId: ctx.auth.user.id })));
  return { nome: `${seguro(pasta.nome)}.zip`, stream: zip.outputStream as Readable };
}
