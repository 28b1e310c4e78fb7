/** A file as react-dropzone hands it over: `path`/`relativePath` keep where it was inside a dropped folder. */
export type ArquivoSolto = File & { path?: string; relativePath?: string };

/**
 * The path of a file inside a dropped (or chosen) folder, as the API takes it in `caminho`: "Vistoria/Fachada/a.png".
 * A loose file has none. Browsers and react-dropzone write it as "/Vistoria/a.png", "./a.png" or, from a folder
 * input, "Vistoria/a.png".
 */
export function caminhoRelativo(file: ArquivoSolto): string | undefined {
  const bruto = file.relativePath || file.path || file.webkitRelativePath || '';
  const partes = bruto.split('/').filter((p) => p !== '' && p !== '.');
  return partes.length > 1 ? partes.join('/') : undefined;
}

export type TipoArquivo = 'imagem' | 'pdf' | 'planilha' | 'texto' | 'compactado' | 'outro';

/** What kind of file a type is, for its icon. */
export function tipoDeArquivo(mime: string): TipoArquivo {
  if (mime.startsWith('image/')) return 'imagem';
  if (mime === 'application/pdf') return 'pdf';
  if (/spreadsheet|excel|csv/.test(mime)) return 'planilha';
  if (/zip|compressed|x-7z|x-rar|x-tar|gzip/.test(mime)) return 'compactado';
  if (mime.startsWith('text/') || /word|document|rtf|opendocument\.text/.test(mime)) return 'texto';
  return 'outro';
}

/** The API shows these in the page (`?inline=1`); the others are downloaded. */
const VISUALIZAVEIS = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);

export const podeVisualizar = (mime: string) => VISUALIZAVEIS.has(mime);
