import type { FilterSpec, ListSpec } from '../../components/list/list-search';

/** /notificacoes?naoLidas=true&pagina=&porPagina=: always newest first (the digest e-mail links to the unread). */
export const NOTIFICACOES_SPEC = {
  filters: { naoLidas: { values: ['true'] } },
  sorts: [],
  defaultSort: '',
} as const satisfies ListSpec<Record<string, FilterSpec>>;
