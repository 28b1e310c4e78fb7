/** The materials module's public surface: its demo data (the seed). */
export { loadDemoMateriais } from './materiais-demo';
