/** The insurance module's public surface: its demo data (the seed). */
export { loadDemoSeguros } from './seguros-demo';
