import { RDO_SORT_FIELDS, RDO_STATUS, type TRdoStatus } from '@portal/domain';
import type { RdoListParams } from './rdo.queries';
import { isPeriodoInvertido } from '../../lib/periodo';

/**
 * The state of `/diarios` (filters, page, order), kept in the address so a refresh or a shared link shows the
 * same list. Parameter names are Portuguese because people read and paste these links.
 */
export interface RdoListSearch {
  obra?: string;
  de?: string;
  ate?: string;
  status: TRdoStatus[];
  /** The author's user id. */
  autor?: string;
  /** From 1, as the API counts. */
  page: number;
  pageSize: number;
  /** The API's sort parameter: `-data`, `numero`... */
  sort: string;
}

export type RdoListFilters = Pick<RdoListSearch, 'obra' | 'de' | 'ate' | 'status' | 'autor'>;

export const RDO_LIST_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;
const DEFAULT_SORT = '-data';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar day as `aaaa-mm-dd` (a hand-edited link may say 31/02). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const isSort = (value: string) => (RDO_SORT_FIELDS as readonly string[]).includes(value.replace(/^-/, ''));

/**
 * Reads the list state from the address. Whatever cannot be understood is dropped rather than sent to the API,
 * so an old or mistyped link still opens a list instead of an error.
 */
export function readRdoListSearch(params: URLSearchParams): RdoListSearch {
  const obra = params.get('obra') ?? '';
  const autor = params.get('autor') ?? '';
  const de = params.get('de') ?? '';
  const ate = params.get('ate') ?? '';
  const status = (params.get('status') ?? '')
    .split(',')
    .filter(
      (s, i, all): s is TRdoStatus => (RDO_STATUS as readonly string[]).includes(s) && all.indexOf(s) === i,
    );
  const page = Number(params.get('pagina'));
  const pageSize = Number(params.get('porPagina'));
  const sort = params.get('ordem') ?? '';
  return {
    obra: UUID.test(obra) ? obra.toLowerCase() : undefined,
    de: isIsoDate(de) ? de : undefined,
    ate: isIsoDate(ate) ? ate : undefined,
    status,
    autor: UUID.test(autor) ? autor.toLowerCase() : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (RDO_LIST_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The address for a list state; defaults are left out so the plain `/diarios` link stays plain. */
export function writeRdoListSearch(search: RdoListSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.obra) params.set('obra', search.obra);
  if (search.de) params.set('de', search.de);
  if (search.ate) params.set('ate', search.ate);
  if (search.status.length) params.set('status', search.status.join(','));
  if (search.autor) params.set('autor', search.autor);
  if (search.sort !== DEFAULT_SORT) params.set('ordem', search.sort);
  if (search.page > 1) params.set('pagina', String(search.page));
  if (search.pageSize !== DEFAULT_PAGE_SIZE) params.set('porPagina', String(search.pageSize));
  return params;
}

/** A filter change shows its first page: page 7 of the old result means nothing in the new one. */
export function withRdoFilters(search: RdoListSearch, change: Partial<RdoListFilters>): RdoListSearch {
  return { ...search, ...change, page: 1 };
}

export function hasRdoFilters(search: RdoListSearch): boolean {
  return !!(search.obra || search.de || search.ate || search.status.length || search.autor);
}

/** `de` after `ate`: the API refuses it, and the period field says so before asking. */
export function isRdoPeriodInverted(search: Pick<RdoListSearch, 'de' | 'ate'>): boolean {
  return isPeriodoInvertido(search.de, search.ate);
}

/** What `useRdos` and the spreadsheet link take. */
export function toRdoListParams(search: RdoListSearch): RdoListParams {
  return {
    obra: search.obra,
    de: search.de,
    ate: search.ate,
    status: search.status.length ? search.status : undefined,
    autor: search.autor,
    page: search.page,
    pageSize: search.pageSize,
    sort: search.sort,
  };
}
