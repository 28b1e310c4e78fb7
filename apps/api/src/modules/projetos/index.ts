/** The projetos module's public surface: its demo data (the seed). */
export { loadDemoProjetos } from './projetos-demo';
