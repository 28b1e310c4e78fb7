import { isUsuarioFiltro } from '@portal/domain';
import type { FilterSpec, ListSpec } from '../../components/list/list-search';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODIGO = /^[a-z][a-z0-9_]{0,39}$/;

const keep = (test: (v: string) => boolean) => (v: string) => (test(v) ? v : undefined);

/**
 * /auditoria?usuario=&entidade=&registro=&de=&ate=&negados=1&pagina=&porPagina=. Always newest first; a hand-edited
 * link with a value the API would refuse drops it.
 */
export const AUDITORIA_SPEC = {
  filters: {
    usuario: { parse: keep(isUsuarioFiltro) },
    entidade: { parse: keep((v) => CODIGO.test(v)) },
    registro: { parse: (v: string) => v.slice(0, 300) },
    de: { parse: keep((v) => ISO_DATE.test(v)) },
    ate: { parse: keep((v) => ISO_DATE.test(v)) },
    negados: { values: ['1'] },
  },
  sorts: ['em'],
  defaultSort: '-em',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

/** A period that ends before it starts is not asked (the field says why). */
export { isPeriodoInvertido } from '../../lib/periodo';
