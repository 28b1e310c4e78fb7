// A document's page download (routes.tsx): revisions, review, comments, timeline.
export { ProjetoPage, ProjetoFabricaPage } from './ProjetoPage';
