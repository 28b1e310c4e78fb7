/** The after-sales module's public surface: its demo data (the seed). */
export { loadDemoPosVendas } from './posvendas-demo';
