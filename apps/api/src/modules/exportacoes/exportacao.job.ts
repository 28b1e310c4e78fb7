import type { FastifyBaseLogger } from 'fastify';
import { todayInSaoPaulo } from '@portal/domain';
import type { Db } from '../../db/database';
import { storeGeneratedStream, type FilesDeps } from '../files';
import { abilityWithStandInsOf } from '../identity';
import {
  mayExport,
  type ExportCell,
  type ExportContext,
  type ExportList,
  type ExportRegistry,
} from './export-registry';
import { claimExportacao, markFalhou, markPronta, markTotal, updateLinhas } from './exportacoes.repository';

/** The job queue's name for writing one export. */
export const EXPORT_JOB = 'exportacao';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows read per page of the list's query: a few hundred kilobytes in memory at a time. */
export const EXPORT_PAGE_SIZE = 1000;
/** How often the progress is written (rows): often enough for the bar to move, rarely enough to cost nothing. */
const PROGRESS_EVERY = 2000;

export interface ExportJobDeps {
  db: Db;
  exports: ExportRegistry;
  files: FilesDeps;
  environment: 'dev' | 'prod';
  log: FastifyBaseLogger;
}

/** A failure the person can read in the menu of exports; anything else is logged and told in general words. */
class ExportFailure extends Error {}

const GENERIC_FAILURE = 'Não foi possível gerar a planilha. Tente exportar de novo.';

/** `Diarios-2026-11-25.xlsx`: the list and the day it was asked for (São Paulo). */
export function exportFileName(list: Pick<ExportList, 'arquivo'>, day: string): string {
  return `${list.arquivo}-${day}.xlsx`;
}

/** The list's pages one after another, each as the list's own query reads it, until a page comes back short. */
async function* pagesOf(
  list: ExportList,
  ctx: ExportContext,
  query: unknown,
  first: { rows: ExportCell[][] },
): AsyncIterable<ExportCell[][]> {
  let rows = first.rows;
  for (let page = 1; ; page += 1) {
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    rows = (await list.page(ctx, query, page + 1, EXPORT_PAGE_SIZE)).rows;
  }
}

/**
 * Writes one export: takes it from the queue (once, whatever the number of jobs sent for it), rebuilds the
 * permissions its owner has now (from their user, not from the request that queued it), reads the list's first page
 * for its total, streams its rows into an .xlsx stored with the files, and marks it ready, or failed with a reason in
 * pt-BR. Never throws: a failure is the export's, told to its owner, not a job to retry.
 */
export async function runExportacao(deps: ExportJobDeps, id: string): Promise<void> {
  const { db } = deps;
  const row = await claimExportacao(db, id);
  if (!row) return;
  try {
    const list = deps.exports.listOf(row.lista);
    if (!list) throw new ExportFailure('Esta lista não pode mais ser exportada.');
    // As the owner's own list shows it: with what they may do as someone's substitute today.
    const owner = await abilityWithStandInsOf(db, row.userId, deps.environment);
    if (!owner) throw new ExportFailure('O usuário que pediu a exportação não está mais ativo.');
    if (!mayExport(list, owner.ability))
      throw new ExportFailure('Você não tem mais permissão para ler esta lista.');
    const parsed = list.parse(row.filtros as Record<string, unknown>);
    if (!parsed.ok) throw new ExportFailure('Os filtros desta exportação não valem mais. Exporte de novo.');

    const ctx: ExportContext = { db, userId: owner.id, ability: owner.ability };
    // The first page brings the list's own total: the progress is counted as the list counts.
    const first = await list.page(ctx, parsed.query, 1, EXPORT_PAGE_SIZE);
    await markTotal(db, id, first.total);
    const { writeExportSpreadsheet, EXCEL_MAX_ROWS, ExportTooLarge } = await import('./export-spreadsheet');
    if (first.total > EXCEL_MAX_ROWS)
      throw new ExportFailure(
        `A lista tem ${first.total.toLocaleString('pt-BR')} linhas; uma planilha do Excel tem no máximo ${EXCEL_MAX_ROWS.toLocaleString('pt-BR')}. Filtre a lista e exporte de novo.`,
      );

    let linhas = 0;
    let reported = 0;
    const arquivo = await storeGeneratedStream(
      deps.files,
      { userId: owner.id, actor: { id: owner.id, email: owner.email } },
      { nome: exportFileName(list, todayInSaoPaulo(row.createdAt)), mime: XLSX_MIME },
      { entidade: 'exportacao', entidadeId: id },
      async (out) => {
        try {
          linhas = await writeExportSpreadsheet(
            list,
            pagesOf(list, ctx, parsed.query, first),
            out,
            async (n) => {
              if (n - reported < PROGRESS_EVERY) return;
              reported = n;
              await updateLinhas(db, id, n);
            },
          );
        } catch (error) {
          throw error instanceof ExportTooLarge ? new ExportFailure(error.message) : error;
        }
      },
    );
    await markPronta(db, id, linhas, arquivo.id);
  } catch (error) {
    const known = error instanceof ExportFailure;
    if (!known) deps.log.error({ err: error, exportacao: id, lista: row.lista }, 'export failed');
    await markFalhou(db, id, known ? error.message : GENERIC_FAILURE);
  }
}
