import type { FilterSpec, ListSpec } from '../../components/list/list-search';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FONTE = /^[a-z][a-z_]{0,39}$/;

const keep = (test: (v: string) => boolean) => (v: string) => (test(v) ? v : undefined);

/**
 * /obras/:obra/galeria?de=&ate=&fonte=rdo,os: the period and the sources, in the address so a link shows the same
 * photos. Always newest first, loaded a page at a time; a hand-edited value the API would refuse is dropped.
 */
export const GALERIA_SPEC = {
  filters: {
    de: { parse: keep((v) => ISO_DATE.test(v)) },
    ate: { parse: keep((v) => ISO_DATE.test(v)) },
    fonte: { multiple: true, parse: keep((v) => FONTE.test(v)) },
  },
  sorts: ['data'],
  defaultSort: '-data',
} as const satisfies ListSpec<Record<string, FilterSpec>>;

/** A period that ends before it starts is not asked (the field says why). */
export { isPeriodoInvertido } from '../../lib/periodo';
