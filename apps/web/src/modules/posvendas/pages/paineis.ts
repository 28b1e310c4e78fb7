// Both dashboards in one download: they share the charts and the filters, and one import fewer keeps the route table
// (in every page's first download) smaller; MUI X charts come with them only.
export { PainelPosVendasPage } from './PainelPosVendasPage';
export { SatisfacaoPage } from './SatisfacaoPage';
