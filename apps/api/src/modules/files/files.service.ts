import { Readable, type Writable } from 'node:stream';
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { formatBytes, type TArquivo } from '@portal/domain';
import type { Db } from '../../db/database';
import {
  DomainError,
  NotFound,
  PayloadTooLarge,
  UnsupportedMediaType,
  ValidationFailed,
} from '../../errors/domain-errors';
import { recordAudit, type Actor } from '../audit';
import type { RequestAuth } from '../identity';
import { ALLOWED_TYPES, detectAllowedType } from './content-type';
import type { FileAccessRegistry } from './file-access';
import type { FileStorage } from './file-storage';
import { deleteArquivo, findArquivo, insertArquivo, moveArquivos, type ArquivoRow } from './files.repository';
import { newStorageKey } from './local-disk-storage';
import { InspectingStream } from './upload-stream';

export interface FilesDeps {
  db: Db;
  storage: FileStorage;
  maxUploadBytes: number;
  /** Who may read the files attached to each kind of record (the application's `app.fileAccess`). */
  access: FileAccessRegistry;
}

export function toArquivo(row: ArquivoRow): TArquivo {
  return {
    id: row.id,
    nome: row.nome,
    mime: row.mime,
    tamanho: row.tamanho,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Keeps a client's file name for display only: no path, no control characters, bounded length. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
    .trim();
  return (clean || 'arquivo').slice(0, 200);
}

/** Stores a file's row with its audit line, in the caller's transaction. */
async function insertAuditedArquivo(tx: Db, actor: Actor, row: Parameters<typeof insertArquivo>[1]) {
  const created = await insertArquivo(tx, row);
  await recordAudit(tx, actor, { entity: 'arquivo', entityId: created.id, action: 'create', after: created });
  return created;
}

/**
 * Streams one uploaded file into storage: its type is checked from the first bytes (a refused file is never
 * written), its size is bounded (MAX_UPLOAD_MB), and it is stored under a generated key.
 * @param accept the types this upload takes (MIME → name shown in the refusal); by default every allowed type.
 */
export async function receiveUpload(
  deps: FilesDeps,
  auth: RequestAuth,
  part: MultipartFile | undefined,
  attach?: { entidade: string; entidadeId: string },
  accept: Record<string, string> = ALLOWED_TYPES,
): Promise<TArquivo> {
  if (!part)
    throw new ValidationFailed('Envie um arquivo no campo "arquivo".', [
      { campo: 'arquivo', mensagem: 'Campo obrigatório' },
    ]);
  const nome = displayName(part.filename);
  let mime: string | undefined;
  const inspector = new InspectingStream(async (head) => {
    mime = await detectAllowedType(head, nome);
    if (!mime || !accept[mime]) {
      const accepted = [...new Set(Object.values(accept))].join(', ');
      throw new UnsupportedMediaType(`Tipo de arquivo não aceito. Envie ${accepted}.`);
    }
  });
  const key = newStorageKey();
  const tooLarge = () =>
    new PayloadTooLarge(`O arquivo passa do limite de ${formatBytes(deps.maxUploadBytes)}.`);
  // Upload → inspector and inspector → storage run together; an error on either side ends both. Both are awaited
  // to the end, so a refused file's partial copy is gone before the answer leaves.
  const [received, stored] = await Promise.allSettled([
    pipeline(part.file as Readable, inspector),
    deps.storage.write(key, inspector),
  ]);
  const failure = [received, stored].find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await deps.storage.remove(key);
    const error = failure.reason as { code?: string };
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) throw tooLarge();
    throw error instanceof DomainError
      ? error
      : new ValidationFailed('O envio do arquivo foi interrompido. Tente de novo.');
  }
  if (part.file.truncated) {
    await deps.storage.remove(key);
    throw tooLarge();
  }
  if (inspector.size === 0) {
    await deps.storage.remove(key);
    throw new ValidationFailed('O arquivo está vazio.');
  }
  const row = await deps.db.transaction(async (tx) => {
    return insertAuditedArquivo(tx, auth.actor, {
      storageKey: key,
      nome,
      mime: mime!,
      tamanho: inspector.size,
      sha256: inspector.sha256(),
      enviadoPor: auth.user.id,
      entidade: attach?.entidade ?? null,
      entidadeId: attach?.entidadeId ?? null,
    });
  });
  return toArquivo(row);
}

/**
 * A file the user may read: its uploader, someone who manages everything, or whoever the owning module allows.
 * Anything else answers like a file that does not exist.
 */
export async function findReadableFile(deps: FilesDeps, auth: RequestAuth, id: string): Promise<ArquivoRow> {
  const row = await findArquivo(deps.db, id);
  if (!row) throw new NotFound('Arquivo não encontrado.');
  const confidential = deps.access.isConfidential(row.entidade);
  // A thread's upload still waiting for its comment or answer names its record as `kind:id` (`denuncia_etica:<id>`):
  // for a confidential record its sender reads it, but `manage all` does not (issue 23).
  const waitsForConfidential = deps.access.isConfidential(row.entidadeId?.split(':')[0] ?? null);
  if (!confidential && row.enviadoPor === auth.user.id) return row;
  if (!confidential && !waitsForConfidential && auth.ability.can('manage', 'all')) return row;
  const check = row.entidade && row.entidadeId ? deps.access.checkFor(row.entidade) : undefined;
  if (check && (await check(auth, row.entidadeId!))) return row;
  throw new NotFound('Arquivo não encontrado.');
}

export async function openDownload(
  deps: FilesDeps,
  auth: RequestAuth,
  id: string,
): Promise<{ file: ArquivoRow; stream: Readable }> {
  const file = await findReadableFile(deps, auth, id);
  return { file, stream: await deps.storage.read(file.storageKey) };
}

/** Removes a file that nothing uses any more (a replaced picture): its record, audited, then its bytes. */
export async function deleteFile(deps: FilesDeps, auth: RequestAuth, id: string): Promise<void> {
  const row = await findArquivo(deps.db, id);
  if (!row) return;
  await deps.db.transaction(async (tx) => {
    await deleteArquivo(tx, id);
    await recordAudit(tx, auth.actor, { entity: 'arquivo', entityId: id, action: 'delete', before: row });
  });
  await deps.storage.remove(row.storageKey);
}

/**
 * Removes one file of a record in the caller's transaction (the record's state was checked under its lock there),
 * audited. Answers its storage key for the caller to remove once the transaction commits; undefined when the file
 * is not this record's.
 */
export async function deleteFileOf(
  tx: Db,
  auth: RequestAuth,
  id: string,
  owner: { entidade: string; entidadeId: string },
): Promise<string | undefined> {
  const row = await findArquivo(tx, id);
  if (!row || row.entidade !== owner.entidade || row.entidadeId !== owner.entidadeId) return undefined;
  await deleteArquivo(tx, id);
  await recordAudit(tx, auth.actor, { entity: 'arquivo', entityId: id, action: 'delete', before: row });
  return row.storageKey;
}

/** Stores bytes the portal made itself (a thumbnail), attached to a record like an upload. Audited. */
export async function storeGeneratedFile(
  deps: FilesDeps,
  auth: RequestAuth,
  file: { bytes: Buffer; nome: string; mime: string },
  attach: { entidade: string; entidadeId: string },
): Promise<TArquivo> {
  const key = newStorageKey();
  await deps.storage.write(key, Readable.from([file.bytes]));
  const row = await deps.db.transaction(async (tx) => {
    return insertAuditedArquivo(tx, auth.actor, {
      storageKey: key,
      nome: file.nome,
      mime: file.mime,
      tamanho: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      enviadoPor: auth.user.id,
      ...attach,
    });
  });
  return toArquivo(row);
}

/**
 * Stores a file sent by someone who must stay unknown (the ethics channel, issue 23): no uploader, and no audit line
 * of its own (the owning module's confidential audit names it), in the caller's transaction. The bytes are written
 * first; the caller removes them (`removeStoredBytes`) if its transaction fails.
 */
export async function storeAnonymousFile(
  deps: Pick<FilesDeps, 'storage'>,
  tx: Db,
  file: { bytes: Buffer; nome: string; mime: string },
  attach: { entidade: string; entidadeId: string },
): Promise<TArquivo & { storageKey: string }> {
  const key = newStorageKey();
  await deps.storage.write(key, Readable.from([file.bytes]));
  const row = await insertArquivo(tx, {
    storageKey: key,
    nome: file.nome,
    mime: file.mime,
    tamanho: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    enviadoPor: null,
    ...attach,
  });
  return { ...toArquivo(row), storageKey: key };
}

/** Removes stored bytes whose record was never kept (a transaction that failed after writing them). */
export async function removeStoredBytes(deps: Pick<FilesDeps, 'storage'>, keys: string[]): Promise<void> {
  for (const key of keys) await deps.storage.remove(key);
}

/**
 * Stores a file the portal writes as a stream (a spreadsheet of 100,000 rows), attached to a record, without holding
 * it in memory: `write` writes the bytes to `out` and ends it; they reach the storage as they come, counted and
 * hashed on the way. The file is recorded (audited, with `owner` as its uploader) only once every byte is stored;
 * when `write` or the storage fails, nothing is recorded and the partial bytes are removed.
 */
export async function storeGeneratedStream(
  deps: FilesDeps,
  owner: { userId: string; actor: Actor },
  file: { nome: string; mime: string },
  attach: { entidade: string; entidadeId: string },
  write: (out: Writable) => Promise<void>,
): Promise<TArquivo> {
  const key = newStorageKey();
  // The inspector only measures here: the portal made the bytes, so there is no type to check.
  const measured = new InspectingStream(async () => undefined);
  const [written, stored] = await Promise.allSettled([
    write(measured).catch((error: unknown) => {
      measured.destroy(error as Error);
      throw error;
    }),
    deps.storage.write(key, measured),
  ]);
  const failure = [written, stored].find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await deps.storage.remove(key);
    throw failure.reason;
  }
  const row = await deps.db.transaction(async (tx) => {
    return insertAuditedArquivo(tx, owner.actor, {
      storageKey: key,
      nome: file.nome,
      mime: file.mime,
      tamanho: measured.size,
      sha256: measured.sha256(),
      enviadoPor: owner.userId,
      ...attach,
    });
  });
  return toArquivo(row);
}

/** A stored file's bytes in memory (pictures for a PDF): only for files the caller already may read. */
export async function readFileBytes(deps: FilesDeps, storageKey: string, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await deps.storage.read(storageKey)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new PayloadTooLarge('O arquivo é grande demais para esta operação.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Attaches files sent ahead of the record they belong to (a comment's files, uploaded before the comment exists):
 * those of `ids` that `auth`'s user sent, still held under `from`, move to `to`. Audited per file, in the caller's
 * transaction. Answers the files moved; the caller refuses when some of `ids` are missing.
 */
export async function attachFiles(
  tx: Db,
  auth: RequestAuth,
  ids: string[],
  from: { entidade: string; entidadeId: string },
  to: { entidade: string; entidadeId: string },
): Promise<TArquivo[]> {
  const moved = await moveArquivos(tx, ids, from, to, auth.user.id);
  for (const row of moved)
    await recordAudit(tx, auth.actor, {
      entity: 'arquivo',
      entityId: row.id,
      action: 'anexar',
      before: { entidade: row.entidade, entidadeId: row.entidadeId },
      after: to,
    });
  return moved.map(toArquivo);
}
