/** The legal module's public surface: its demo data (the seed). */
export { loadDemoJuridico } from './juridico-demo';
