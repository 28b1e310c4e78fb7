import type { z } from 'zod';
import type { AppAbility, TSubject } from '@portal/domain';
import type { Db } from '../../db/database';

/** How a column's cells are typed and shown in Excel (pt-BR formats). */
export type ExportColumnType = 'texto' | 'numero' | 'dinheiro' | 'data' | 'dataHora';

/** What a column reads from a row; `data` takes `aaaa-mm-dd` or an instant, numbers may come as numeric text. */
export type ExportCell = string | number | Date | null | undefined;

export interface ExportColumn<R> {
  /** The header, in pt-BR, as the list's screen names the column. */
  header: string;
  key: string;
  type: ExportColumnType;
  /** In characters, as Excel measures a column. */
  width: number;
  /** Decimal places of a `numero` (none by default). */
  casas?: number;
  /** A `numero` or `dinheiro` column summed in a bold "Total" row under the rows (a SUM formula, with its value). */
  total?: boolean;
  value: (row: R) => ExportCell;
}

/** Who the rows are read for: the user who asked, with what they may do when the export runs. */
export interface ExportContext {
  db: Db;
  userId: string;
  ability: AppAbility;
}

/** The list query every list takes: its filters and sort, and a page. */
interface PagedQuery {
  page: number;
  pageSize: number;
}

/**
 * A list a module lets people export. `page` is the list's own repository query with the user's permission
 * conditions in SQL: the export walks it page by page (bounded OFFSET pages), so the rows come in the list's order
 * with its filters, and never all at once.
 */
export interface ExportSource<Q extends PagedQuery, R> {
  /** The list's name in `POST /api/exportacoes` (`diarios`, `obras`...). */
  lista: string;
  /** The list in words, for the menu of exports and the sheet ("Diários de obra"). */
  titulo: string;
  /** The start of the file's name, without accents or spaces (`Diarios` → `Diarios-2026-11-25.xlsx`). */
  arquivo: string;
  /**
   * Whoever may read this subject may export the list (their own rows, as the list shows them); `'signed-in'` for a
   * list of the user's own things every user has (their notifications), as its route declares it. A list of several
   * kinds of record (the orders of two teams) names each subject: reading any of them is enough.
   */
  subject: TSubject | readonly TSubject[] | 'signed-in';
  /** The schema of the list route's query string: the export's filters are checked by it. */
  query: z.ZodType<Q>;
  columns: readonly ExportColumn<R>[];
  page(ctx: ExportContext, query: Q): Promise<{ rows: R[]; total: number }>;
}

/** A registered list with its row type erased: what the exportacoes module works with. */
export interface ExportList {
  lista: string;
  titulo: string;
  arquivo: string;
  subject: TSubject | readonly TSubject[] | 'signed-in';
  columns: readonly Omit<ExportColumn<never>, 'value'>[];
  /** The filters as the list's schema reads them (paging left out), or its pt-BR issues. */
  parse(
    filtros: Record<string, unknown>,
  ): { ok: true; query: unknown } | { ok: false; issues: z.core.$ZodIssue[] };
  /** One page of the list's rows as cells, in column order, with the list's total. */
  page(
    ctx: ExportContext,
    query: unknown,
    page: number,
    pageSize: number,
  ): Promise<{ rows: ExportCell[][]; total: number }>;
}

/** Whether this user may export the list: read its subject, or just be signed in for a list of their own things. */
export function mayExport(list: Pick<ExportList, 'subject'>, ability: AppAbility): boolean {
  if (list.subject === 'signed-in') return true;
  return [list.subject].flat().some((subject) => ability.can('read', subject));
}

const PAGING = new Set(['page', 'pageSize', 'pagina', 'porPagina']);

/**
 * The lists every module lets people export, one registry per application (decorated as `app.exports` before the
 * modules register). A module registers its lists when it registers its routes; the exportacoes module never
 * imports a module, and every list is exported by the same mechanism.
 */
export class ExportRegistry {
  private readonly lists = new Map<string, ExportList>();

  register<Q extends PagedQuery, R>(source: ExportSource<Q, R>): void {
    if (this.lists.has(source.lista))
      throw new Error(`Export list '${source.lista}' is already registered in this application.`);
    const { query: schema, columns } = source;
    this.lists.set(source.lista, {
      lista: source.lista,
      titulo: source.titulo,
      arquivo: source.arquivo,
      subject: source.subject,
      columns: columns.map(({ value: _value, ...column }) => column),
      parse(filtros) {
        const unpaged = Object.fromEntries(Object.entries(filtros).filter(([key]) => !PAGING.has(key)));
        const parsed = schema.safeParse(unpaged);
        return parsed.success ? { ok: true, query: parsed.data } : { ok: false, issues: parsed.error.issues };
      },
      async page(ctx, query, page, pageSize) {
        const result = await source.page(ctx, { ...(query as Q), page, pageSize });
        return { rows: result.rows.map((row) => columns.map((c) => c.value(row))), total: result.total };
      },
    });
  }

  listOf(lista: string): ExportList | undefined {
    return this.lists.get(lista);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The lists every module lets people export (see ExportRegistry). */
    exports: ExportRegistry;
  }
}
