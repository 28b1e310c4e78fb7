/** The fabricacao module's public surface: its demo data (the seed). */
export { loadDemoFabricacao } from './fabricacao-demo';
