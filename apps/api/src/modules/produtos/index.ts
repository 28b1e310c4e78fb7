/** The products module's public surface: its demo data (the seed). */
export { loadDemoProdutos } from './produtos-demo';
