// The list and the new fabrication in one download: one import fewer keeps the route table (in every page's first
// download) smaller.
export { FabricacoesPage } from './FabricacoesPage';
export { NovaFabricacaoPage } from './NovaFabricacaoPage';
export { AtualizarFabricacaoPage } from './AtualizarFabricacaoPage';
