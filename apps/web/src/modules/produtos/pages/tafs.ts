// The TAF pages in one download: the lists, the templates and a record are opened from one another, and one import
// fewer keeps the route table (in every page's first download) smaller.
export { TafProdutosPage } from './TafProdutosPage';
export { TafsDoProdutoPage } from './TafsDoProdutoPage';
export { FabricacaoTafsPage } from './FabricacaoTafsPage';
export { TafPage } from './TafPage';
