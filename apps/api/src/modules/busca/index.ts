/** The busca module's public surface: what a module needs to register its search sources. */
export type { SearchHit, SearchSource } from './search-registry';
export {
  codeContains,
  everyTerm,
  joinedText,
  matches,
  rankOf,
  searchDocument,
  searchVector,
} from './search-sql';
