import type { Readable } from 'node:stream';
import type { TCreateExportacaoInput, TExportacao } from '@portal/domain';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { deleteFile, openDownload } from '../files';
import { mayExport, type ExportRegistry } from './export-registry';
import { EXPORT_JOB } from './exportacao.job';
import type { ExportacoesContext } from './exportacoes-context';
import {
  deleteExportacoes,
  findExportacaoOf,
  findOlderExportacoes,
  findRecentExportacoes,
  insertExportacao,
  markFalhou,
  type ExportacaoRow,
  type ExportacaoView,
} from './exportacoes.repository';

const NOT_FOUND = 'Exportação não encontrada.';
/** Finished exports (and their files) kept per user; older ones go when a new one is asked for. */
const KEPT_PER_USER = 20;
/** The menu of exports shows this many. */
const RECENT = 10;

function toExportacao(registry: ExportRegistry, row: ExportacaoView | ExportacaoRow): TExportacao {
  return {
    id: row.id,
    lista: row.lista,
    titulo: registry.listOf(row.lista)?.titulo ?? row.lista,
    status: row.status,
    linhas: row.linhas,
    total: row.total,
    arquivo: 'arquivoNome' in row ? row.arquivoNome : null,
    erro: row.erro,
    createdAt: row.createdAt.toISOString(),
    concluidaEm: row.concluidaEm?.toISOString() ?? null,
  };
}

/**
 * Asks for a list's export: the list must be registered, the user must be allowed to read what it lists, and the
 * filters must be ones the list itself accepts (checked by its own schema). Then the export is recorded (audited)
 * and its job queued; the spreadsheet is written in the background, so this answers at once.
 */
export async function createExportacao(
  ctx: ExportacoesContext,
  input: { lista: string; filtros: NonNullable<TCreateExportacaoInput['filtros']> },
): Promise<TExportacao> {
  const list = ctx.exports.listOf(input.lista);
  if (!list)
    throw new ValidationFailed('Esta lista não pode ser exportada.', [
      { campo: 'lista', mensagem: 'Lista desconhecida' },
    ]);
  if (!mayExport(list, ctx.auth.ability))
    throw new Forbidden('Você não tem permissão para exportar esta lista.');
  const parsed = list.parse(input.filtros);
  if (!parsed.ok)
    throw new ValidationFailed(
      'Os filtros da exportação são inválidos.',
      parsed.issues.map((issue) => ({
        campo: ['filtros', ...issue.path.map(String)].join('.'),
        mensagem: issue.message,
      })),
    );
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertExportacao(tx, {
      userId: ctx.auth.user.id,
      lista: list.lista,
      filtros: input.filtros,
    });
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'exportacao',
      entityId: created.id,
      action: 'create',
      after: { lista: created.lista, filtros: created.filtros },
    });
    return created;
  });
  try {
    await ctx.jobs.send(EXPORT_JOB, { id: row.id }, { singletonKey: row.id, retryLimit: 0 });
  } catch (error) {
    await markFalhou(ctx.db, row.id, 'Não foi possível iniciar a exportação. Tente de novo.');
    throw error;
  }
  await pruneOldExportacoes(ctx);
  return toExportacao(ctx.exports, row);
}

/** Keeps the user's folder of exports small: finished ones past the most recent are removed with their files. */
async function pruneOldExportacoes(ctx: ExportacoesContext): Promise<void> {
  const old = await findOlderExportacoes(ctx.db, ctx.auth.user.id, KEPT_PER_USER);
  if (old.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    await deleteExportacoes(
      tx,
      old.map((e) => e.id),
    );
    for (const e of old)
      await recordAudit(tx, ctx.auth.actor, { entity: 'exportacao', entityId: e.id, action: 'delete' });
  });
  for (const e of old) if (e.arquivoId) await deleteFile(ctx.files, ctx.auth, e.arquivoId);
}

/** The user's most recent exports, newest first: the menu of exports follows them. */
export async function listExportacoes(
  ctx: ServiceContext & { exports: ExportRegistry },
): Promise<{ items: TExportacao[] }> {
  const rows = await findRecentExportacoes(ctx.db, ctx.auth.user.id, RECENT);
  return { items: rows.map((row) => toExportacao(ctx.exports, row)) };
}

/** One export of the user; someone else's answers exactly like one that does not exist. */
export async function getExportacao(
  ctx: ServiceContext & { exports: ExportRegistry },
  id: string,
): Promise<TExportacao> {
  const row = await findExportacaoOf(ctx.db, ctx.auth.user.id, id);
  if (!row) throw new NotFound(NOT_FOUND);
  return toExportacao(ctx.exports, row);
}

/** The spreadsheet of one of the user's exports, once it is ready. */
export async function openExportacaoArquivo(
  ctx: ExportacoesContext,
  id: string,
): Promise<{ nome: string; mime: string; tamanho: number; stream: Readable }> {
  const row = await findExportacaoOf(ctx.db, ctx.auth.user.id, id);
  if (!row) throw new NotFound(NOT_FOUND);
  if (row.status !== 'pronta' || !row.arquivoId)
    throw new Conflict(
      row.status === 'falhou'
        ? 'Esta exportação falhou: não há planilha para baixar.'
        : 'A planilha ainda está sendo gerada.',
    );
  const { file, stream } = await openDownload(ctx.files, ctx.auth, row.arquivoId);
  return { nome: file.nome, mime: file.mime, tamanho: file.tamanho, stream };
}
