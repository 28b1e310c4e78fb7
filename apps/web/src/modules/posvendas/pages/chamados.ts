// The list and a ticket's page in one download: a ticket is opened from the list, and one import fewer keeps the
// route table (in every page's first download) smaller.
export { ChamadosPage } from './ChamadosPage';
export { ChamadoPage } from './ChamadoPage';
