/** The contracts module's public surface: its demo data (the seed). */
export { loadDemoContratos } from './contratos-demo';
