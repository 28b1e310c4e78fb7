/** The ethics channel's public surface: its demo data (the seed). */
export { DEMO_RELATO, loadDemoEtica } from './etica-demo';
