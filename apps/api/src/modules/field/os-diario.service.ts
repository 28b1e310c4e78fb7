import type { Writable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import {
  formatDate,
  formatQuantidade,
  roundQuantidade,
  todayInSaoPaulo,
  type TDiarioOs,
  type TDiarioOsFotoEnviada,
  type TDiarioOsModelo,
  type TDiarioOsPage,
  type TDiarioOsRef,
  type TOsTipo,
  type ZCreateDiarioOsInput,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { Conflict, NotFound, ValidationFailed } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { pendingOf } from '../comentarios';
import { attachFiles, receiveUpload, IMAGE_TYPES, storeThumbnail } from '../files';
import { eapCodigos } from './eap-codes';
import type { FieldContext } from './field-context';
import { findOsForEntry, findReadableOs } from './os-access';
import type { DiarioPlanilhaLinha } from './os-diario-export';
import {
  findDiario,
  findDiarioByChave,
  findDiarioByData,
  findDiarioFotos,
  findDiarioItens,
  findDiarioOsId,
  findDiariosForExport,
  findDiariosPage,
  findExecutadoAte,
  findPendingThumbnails,
  findPreviousDiario,
  insertDiario,
  insertDiarioFotos,
  insertDiarioItens,
  lockOs,
} from './os-diario.repository';
import { findOsItens, type OsDetailRow } from './os.repository';

type CreateInput = z.output<typeof ZCreateDiarioOsInput>;

/** Where a photo's thumbnail waits for the log, under the photo's own id (so the log finds it by the photo). */
const PENDING_THUMBNAIL = 'os_diario_miniatura';
/** The files of a saved log are attached to it under this name (`app.fileAccess`). */
export const DIARIO_FILES = 'os_diario';
const ENTRY_REFUSAL = 'Você não pode registrar diários nesta ordem de serviço.';

/** The order as a log names it. */
function osRef(row: OsDetailRow): TDiarioOsRef {
  const { os } = row;
  return {
    id: os.id,
    tipo: os.tipo,
    numero: os.numero,
    titulo: os.titulo,
    status: os.status,
    obra: row.obra,
  };
}

/** Logs go on an order in execution only: before it starts there is nothing to log, after it ends nothing moves. */
function ensureWorking(row: OsDetailRow): void {
  switch (row.os.status) {
    case 'em_execucao':
      return;
    case 'aberta':
      throw new Conflict('A OS ainda não foi iniciada: inicie a execução antes de registrar diários.');
    case 'concluida':
      throw new Conflict('A OS está concluída: reabra-a para registrar diários.');
    case 'cancelada':
      throw new Conflict('A OS está cancelada e não recebe diários.');
  }
}

/** An order's log as its page shows it, with where the order stood on each item as of the log's date. */
async function diarioView(db: Db, row: OsDetailRow, diarioId: string): Promise<TDiarioOs> {
  const found = await findDiario(db, diarioId);
  if (!found || found.diario.osId !== row.os.id) throw new NotFound('Diário não encontrado.');
  const { diario } = found;
  const [itens, fotos, acumulado, codigos] = await Promise.all([
    findDiarioItens(db, diario.id, row.os.id),
    findDiarioFotos(db, diario.id),
    findExecutadoAte(db, row.os.id, diario.data),
    eapCodigos(db, row.os.obraId, row.os.tipo),
  ]);
  return {
    id: diario.id,
    os: osRef(row),
    data: diario.data,
    horaInicio: diario.horaInicio,
    horaFim: diario.horaFim,
    equipe: diario.equipe,
    equipamentos: diario.equipamentos,
    horasHomem: diario.horasHomem,
    itens: itens.map((i) => {
      const quantidadeOs = i.quantidadeOs ?? 0;
      const executadoAcumulado = acumulado.get(i.eapItemId) ?? 0;
      return {
        eapItemId: i.eapItemId,
        codigo: codigos.get(i.eapItemId) ?? '',
        descricao: i.descricao,
        unidade: i.unidade,
        quantidade: i.quantidade,
        quantidadeOs,
        executadoAcumulado,
        restante: Math.max(0, roundQuantidade(quantidadeOs - executadoAcumulado)),
      };
    }),
    fotos,
    observacoes: diario.observacoes,
    autor: found.autor?.id ? found.autor : null,
    createdAt: diario.createdAt.toISOString(),
  };
}

/** A page of an order's logs, newest first, for whoever may read the order (404 otherwise). */
export async function listDiarios(
  ctx: ServiceContext,
  osId: string,
  tipo: TOsTipo,
  query: { page: number; pageSize: number },
): Promise<TDiarioOsPage> {
  await findReadableOs(ctx, osId, tipo);
  const { rows, total } = await findDiariosPage(ctx.db, osId, query.page, query.pageSize);
  return {
    items: rows.map(({ diario, autor, itens, fotos }) => ({
      id: diario.id,
      data: diario.data,
      horaInicio: diario.horaInicio,
      horaFim: diario.horaFim,
      pessoas: diario.equipe.length,
      horasHomem: diario.horasHomem,
      itens,
      fotos,
      autor,
      createdAt: diario.createdAt.toISOString(),
    })),
    total,
  };
}

/** One log, for whoever may read its order (a log of another order answers like a missing one). */
export async function getDiario(
  ctx: ServiceContext,
  osId: string,
  tipo: TOsTipo,
  diarioId: string,
): Promise<TDiarioOs> {
  const row = await findReadableOs(ctx, osId, tipo);
  return diarioView(ctx.db, row, diarioId);
}

/**
 * Where a new log of `data` (today by default) starts: the previous log's hours, team and equipment, or the order's
 * team with no hours yet; the order's items with what remains of each. For whoever may log on the order, while it
 * is in execution.
 */
export async function diarioModelo(
  ctx: ServiceContext,
  osId: string,
  tipo: TOsTipo,
  data = todayInSaoPaulo(),
): Promise<TDiarioOsModelo> {
  const row = await findOsForEntry(ctx, osId, ENTRY_REFUSAL, tipo);
  ensureWorking(row);
  const [existente, anterior, itens, codigos] = await Promise.all([
    findDiarioByData(ctx.db, osId, data),
    findPreviousDiario(ctx.db, osId, data),
    findOsItens(ctx.db, [osId]),
    eapCodigos(ctx.db, row.os.obraId, row.os.tipo),
  ]);
  return {
    os: osRef(row),
    data,
    existente: existente ?? null,
    copiadoDe: anterior ? { id: anterior.id, data: anterior.data } : null,
    horaInicio: anterior?.horaInicio ?? null,
    horaFim: anterior?.horaFim ?? null,
    equipe: anterior?.equipe ?? row.os.equipe.map((p) => ({ ...p, horas: 0 })),
    equipamentos: anterior?.equipamentos ?? [],
    itens: itens.map((i) => ({
      eapItemId: i.eapItemId,
      codigo: codigos.get(i.eapItemId) ?? '',
      descricao: i.descricao,
      unidade: i.unidade,
      quantidadeOs: i.quantidade,
      executado: i.executado,
      restante: Math.max(0, roundQuantidade(i.quantidade - i.executado)),
    })),
  };
}

/**
 * The log's items must be the order's own, each at most what remains of the order's quantity (the quantity less
 * what its logs executed so far).
 */
async function checkItens(tx: Db, osId: string, itens: CreateInput['itens']): Promise<void> {
  const daOs = new Map((await findOsItens(tx, [osId])).map((i) => [i.eapItemId, i]));
  const errors = itens.flatMap((item, index) => {
    const os = daOs.get(item.eapItemId);
    if (!os) return [{ campo: `itens.${index}.eapItemId`, mensagem: 'Este item não faz parte desta OS' }];
    const restante = Math.max(0, roundQuantidade(os.quantidade - os.executado));
    if (roundQuantidade(item.quantidade) > restante)
      return [
        {
          campo: `itens.${index}.quantidade`,
          mensagem: `A quantidade passa do que resta na OS: restam ${formatQuantidade(restante, os.unidade)}`,
        },
      ];
    return [];
  });
  if (errors.length > 0) throw new ValidationFailed('Os dados enviados são inválidos.', errors);
}

/**
 * Puts the photos sent ahead for the order (by this user, not yet in a log) on the log, with their thumbnails.
 * Anything else among the ids refuses the whole log.
 */
async function attachFotos(tx: Db, ctx: ServiceContext, osId: string, diarioId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const { auth } = ctx;
  const to = { entidade: DIARIO_FILES, entidadeId: diarioId };
  const moved = await attachFiles(tx, auth, ids, pendingOf('ordem_servico', osId), to);
  const images = new Set(moved.filter((a) => a.mime in IMAGE_TYPES).map((a) => a.id));
  if (images.size !== ids.length)
    throw new ValidationFailed('Alguma foto não pode entrar neste diário.', [
      {
        campo: 'fotos',
        mensagem: 'Use só fotos que você enviou para esta OS e que ainda não estão em um diário',
      },
    ]);
  const thumbnails = await findPendingThumbnails(tx, PENDING_THUMBNAIL, ids, auth.user.id);
  for (const [fotoId, thumbId] of thumbnails)
    await attachFiles(tx, auth, [thumbId], { entidade: PENDING_THUMBNAIL, entidadeId: fotoId }, to);
  return ids.map((arquivoId) => ({ arquivoId, miniaturaId: thumbnails.get(arquivoId) ?? null }));
}

/**
 * Records an order's daily log: one per order and date, on an order in execution, by whoever may log on it. The
 * quantities advance the order and its EAP (their progress is computed from the logs). The photos sent ahead go on
 * the log in the same transaction; a refusal saves nothing. A retry with the same `chaveIdempotencia` answers the log
 * it created (`criado: false`).
 */
export async function createDiario(
  ctx: ServiceContext,
  osId: string,
  tipo: TOsTipo,
  input: CreateInput,
): Promise<{ diario: TDiarioOs; criado: boolean }> {
  const { auth } = ctx;
  return ctx.db.transaction(async (tx) => {
    const tctx = { db: tx, auth };
    // Locked before it is read, so the status checked below is the one the log is saved under.
    await lockOs(tx, osId);
    const row = await findOsForEntry(tctx, osId, ENTRY_REFUSAL, tipo);
    if (input.chaveIdempotencia) {
      const retry = await findDiarioByChave(tx, input.chaveIdempotencia);
      if (retry && retry.osId === osId && retry.autorId === auth.user.id)
        return { diario: await diarioView(tx, row, retry.id), criado: false };
      if (retry) throw new Conflict('Esta chave de envio já foi usada por outro diário.');
    }
    ensureWorking(row);
    if (await findDiarioByData(tx, osId, input.data))
      throw new Conflict(`Já existe um diário desta OS em ${formatDate(input.data)}.`);
    await checkItens(tx, osId, input.itens);
    const horasHomem = Math.round(input.equipe.reduce((sum, p) => sum + p.horas, 0) * 100) / 100;
    const diario = await insertDiario(tx, {
      osId,
      data: input.data,
      horaInicio: input.horaInicio,
      horaFim: input.horaFim,
      equipe: input.equipe,
      equipamentos: input.equipamentos,
      horasHomem,
      observacoes: input.observacoes,
      autorId: auth.user.id,
      chaveIdempotencia: input.chaveIdempotencia ?? null,
    });
    const itens = input.itens.map((i) => ({
      eapItemId: i.eapItemId,
      quantidade: roundQuantidade(i.quantidade),
    }));
    await insertDiarioItens(tx, diario.id, itens);
    const fotos = await attachFotos(tx, tctx, osId, diario.id, input.fotos);
    await insertDiarioFotos(tx, diario.id, fotos);
    await recordAudit(tx, auth.actor, {
      entity: DIARIO_FILES,
      entityId: diario.id,
      action: 'criar',
      after: { ...diario, itens, fotos: fotos.map((f) => f.arquivoId) },
    });
    return { diario: await diarioView(tx, row, diario.id), criado: true };
  });
}

/**
 * Receives a photo for a log still being written (JPEG, PNG or WebP, checked from its bytes), from whoever may log on
 * the order: held for the order until a log takes it (only its sender reads it meanwhile), with its thumbnail.
 */
export async function uploadDiarioFoto(
  ctx: FieldContext,
  osId: string,
  tipo: TOsTipo,
  part: MultipartFile | undefined,
): Promise<TDiarioOsFotoEnviada> {
  const { auth, files } = ctx;
  await findOsForEntry(ctx, osId, ENTRY_REFUSAL, tipo);
  const arquivo = await receiveUpload(files, auth, part, pendingOf('ordem_servico', osId), IMAGE_TYPES);
  // A picture sharp cannot decode is still kept; the pages show the full image instead of a thumbnail.
  const miniaturaId = await storeThumbnail(
    files,
    auth,
    arquivo,
    { entidade: PENDING_THUMBNAIL, entidadeId: arquivo.id },
    (error) => ctx.log.warn({ err: error, arquivo: arquivo.id }, 'thumbnail of a daily log photo failed'),
  );
  return { id: arquivo.id, nome: arquivo.nome, miniaturaId };
}

/** Whether this user may download a saved log's files: whoever may read its order. */
export async function mayReadDiarioFiles(ctx: ServiceContext, diarioId: string): Promise<boolean> {
  const osId = await findDiarioOsId(ctx.db, diarioId);
  if (!osId) return false;
  try {
    await findReadableOs(ctx, osId);
    return true;
  } catch {
    return false;
  }
}

/** A file name without anything a header or a file system would choke on. */
const safeFileName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-');

/**
 * The spreadsheet of all of an order's logs, for whoever may read the order: checked (404) before anything is
 * written, then `write` streams it to `out`.
 */
export async function prepareDiariosExport(
  ctx: ServiceContext,
  osId: string,
  tipo: TOsTipo,
): Promise<{ nome: string; write: (out: Writable) => Promise<void> }> {
  const row = await findReadableOs(ctx, osId, tipo);
  const { os, obra } = row;
  return {
    nome: safeFileName(`diarios-OS-${os.numero}-${obra.codigo}.xlsx`),
    write: async (out) => {
      const [rows, codigos] = await Promise.all([
        findDiariosForExport(ctx.db, osId),
        eapCodigos(ctx.db, os.obraId, os.tipo),
      ]);
      const linhas: DiarioPlanilhaLinha[] = rows.map((r) => ({
        data: r.data,
        codigo: r.eapItemId ? (codigos.get(r.eapItemId) ?? '') : '',
        descricao: r.descricao ?? '',
        unidade: r.unidade ?? '',
        quantidade: r.quantidade,
        horasHomem: r.horasHomem,
        pessoas: r.equipe.length,
        observacoes: r.observacoes,
        autor: r.autor,
      }));
      // exceljs loads with the first export, not with the server.
      const { writeDiariosSpreadsheet } = await import('./os-diario-export');
      await writeDiariosSpreadsheet(linhas, out, {
        titulo: `Diários da OS nº ${os.numero} — ${os.titulo} (${obra.codigo})`,
        geradoEm: new Date(),
      });
    },
  };
}
