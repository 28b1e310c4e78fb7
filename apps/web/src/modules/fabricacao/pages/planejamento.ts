// The planning pages in one download: a fabrication's items and operations, the factory's board and its
// configuration share the dialogs' pieces and are opened one from another.
export { ItensPage } from './ItensPage';
export { PlanejamentoPage } from './PlanejamentoPage';
export { ConfiguracaoPage } from './ConfiguracaoPage';
