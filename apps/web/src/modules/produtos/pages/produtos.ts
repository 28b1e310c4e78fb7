// The list and a product's page in one download: a product is opened from the list, and one import fewer keeps the
// route table (in every page's first download) smaller.
export { ProdutosPage } from './ProdutosPage';
export { ProdutoPage } from './ProdutoPage';
