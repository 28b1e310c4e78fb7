import { describe, expect, it } from 'vitest';
import { readListSearch, writeListSearch } from '../../components/list/list-search';
import { AUDITORIA_SPEC, isPeriodoInvertido } from './auditoria-search';

describe('the audit page’s address', () => {
  it('keeps the filters the API takes, and drops what it would refuse', () => {
    const search = readListSearch(
      AUDITORIA_SPEC,
      new URLSearchParams(
        'usuario=gestor@demo.obras.dev&entidade=rdo&registro=abc&de=2025-03-01&ate=2025-03-31&negados=1&pagina=2',
      ),
    );
    expect(search.filters).toEqual({
      usuario: 'gestor@demo.obras.dev',
      entidade: 'rdo',
      registro: 'abc',
      de: '2025-03-01',
      ate: '2025-03-31',
      negados: '1',
    });
    expect(search.page).toBe(2);
    const bad = readListSearch(
      AUDITORIA_SPEC,
      new URLSearchParams('usuario=ninguem&entidade=RDO;x&de=01/03/2025&negados=sim&ordem=usuario'),
    );
    expect(bad.filters).toEqual({
      usuario: undefined,
      entidade: undefined,
      registro: undefined,
      de: undefined,
      ate: undefined,
      negados: undefined,
    });
    expect(bad.sort).toBe('-em');
  });

  it('writes a plain link for the default list', () => {
    const search = readListSearch(AUDITORIA_SPEC, new URLSearchParams());
    expect(writeListSearch(AUDITORIA_SPEC, search).toString()).toBe('');
  });

  it('knows a period that ends before it starts', () => {
    expect(isPeriodoInvertido('2025-03-02', '2025-03-01')).toBe(true);
    expect(isPeriodoInvertido('2025-03-01', '2025-03-01')).toBe(false);
    expect(isPeriodoInvertido(undefined, '2025-03-01')).toBe(false);
  });
});
