/** The library module's public surface. */
export { ENTIDADE_BIBLIOTECA } from './biblioteca-entidade';
/** Read-only, for joins in other modules' repositories (the gallery's library images). */
export * as bibliotecaTables from './biblioteca.schema';
export { documentosVisiveisWhere } from './biblioteca-acesso';
export { loadDemoBiblioteca } from './biblioteca-demo';
