import { describe, expect, it } from 'vitest';
import {
  hasRdoFilters,
  isRdoPeriodInverted,
  readRdoListSearch,
  toRdoListParams,
  withRdoFilters,
  writeRdoListSearch,
  type RdoListSearch,
} from './rdo-list-search';
import { rdoSpreadsheetUrl } from './rdo.queries';

const OBRA = '0b6f3c1e-5d2a-4c8e-9f3a-1a2b3c4d5e6f';
const AUTOR = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const read = (query: string) => readRdoListSearch(new URLSearchParams(query));

describe('readRdoListSearch', () => {
  it('opens the plain /diarios as the newest reports first, 20 per page, unfiltered', () => {
    expect(read('')).toEqual({
      obra: undefined,
      de: undefined,
      ate: undefined,
      status: [],
      autor: undefined,
      page: 1,
      pageSize: 20,
      sort: '-data',
    });
  });

  it('reads every filter of a shared link', () => {
    expect(
      read(
        `obra=${OBRA}&de=2026-03-01&ate=2026-03-31&status=finalizado,devolvido&autor=${AUTOR}&ordem=numero&pagina=3&porPagina=50`,
      ),
    ).toEqual({
      obra: OBRA,
      de: '2026-03-01',
      ate: '2026-03-31',
      status: ['finalizado', 'devolvido'],
      autor: AUTOR,
      page: 3,
      pageSize: 50,
      sort: 'numero',
    });
  });

  it('drops what a hand-edited link gets wrong instead of sending it to the API', () => {
    expect(
      read(
        'obra=123&de=2026-02-30&ate=31/03/2026&status=aprovado,rascunho,aprovado&autor=eu&ordem=-senha&pagina=-2&porPagina=7',
      ),
    ).toEqual({
      obra: undefined,
      de: undefined,
      ate: undefined,
      status: ['aprovado'],
      autor: undefined,
      page: 1,
      pageSize: 20,
      sort: '-data',
    });
  });
});

describe('writeRdoListSearch', () => {
  it('leaves the defaults out, so the unfiltered list keeps the plain address', () => {
    expect(writeRdoListSearch(read('')).toString()).toBe('');
  });

  it('writes what it reads back unchanged', () => {
    const query = `obra=${OBRA}&de=2026-03-01&ate=2026-03-31&status=em_preenchimento%2Cfinalizado&ordem=-numero&pagina=2&porPagina=100`;
    expect(writeRdoListSearch(read(query)).toString()).toBe(query);
    const search: RdoListSearch = { ...read(''), status: ['aprovado'], de: '2026-01-05' };
    expect(readRdoListSearch(writeRdoListSearch(search))).toEqual(search);
  });
});

describe('withRdoFilters', () => {
  it('goes back to the first page when a filter changes, keeping order and page size', () => {
    const onPage4 = read('pagina=4&porPagina=50&ordem=obra');
    expect(withRdoFilters(onPage4, { status: ['devolvido'] })).toEqual({
      ...onPage4,
      status: ['devolvido'],
      page: 1,
    });
  });
});

describe('hasRdoFilters and isRdoPeriodInverted', () => {
  it('tells a filtered list from the whole one (for the empty-list hint)', () => {
    expect(hasRdoFilters(read('pagina=2&ordem=numero'))).toBe(false);
    expect(hasRdoFilters(read('status=aprovado'))).toBe(true);
    expect(hasRdoFilters(read(`autor=${AUTOR}`))).toBe(true);
    expect(hasRdoFilters(read('de=2026-03-01'))).toBe(true);
  });

  it('flags a period that ends before it starts, and only that', () => {
    expect(isRdoPeriodInverted({ de: '2026-03-10', ate: '2026-03-01' })).toBe(true);
    expect(isRdoPeriodInverted({ de: '2026-03-10', ate: '2026-03-10' })).toBe(false);
    expect(isRdoPeriodInverted({ de: '2026-03-10' })).toBe(false);
  });
});

describe('toRdoListParams', () => {
  it('asks the API for the same list the address describes, and the spreadsheet for the same filters', () => {
    const search = read(`obra=${OBRA}&de=2026-03-01&status=finalizado,aprovado&pagina=2&ordem=status`);
    const params = toRdoListParams(search);
    expect(params).toEqual({
      obra: OBRA,
      de: '2026-03-01',
      ate: undefined,
      status: ['finalizado', 'aprovado'],
      page: 2,
      pageSize: 20,
      sort: 'status',
    });
    expect(rdoSpreadsheetUrl(params)).toBe(
      `/api/diarios/exportar?obra=${OBRA}&de=2026-03-01&status=finalizado%2Caprovado`,
    );
  });

  it('sends no status filter when none is chosen', () => {
    expect(toRdoListParams(read('')).status).toBeUndefined();
  });
});
