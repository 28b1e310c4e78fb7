/** The files module's owner name for the library's files (their downloads are checked by `podeLerArquivo`). */
export const ENTIDADE_BIBLIOTECA = 'biblioteca';
