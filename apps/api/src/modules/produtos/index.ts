/** The products module's public surface: its demo data (the seed). */
export { loadDemoProdutos } from './produtos-demo';
/** Read-only, for joins in other modules' repositories (a fabrication item's product); writes go through this module. */
export * as produtosTables from './produtos.schema';
