/** The SGI module's public surface: its demo data (the seed). */
export { loadDemoSgi } from './sgi-demo';
