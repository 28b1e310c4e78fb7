/** What the API stores as a photo of an RDO or a daily log (it checks again, from the bytes). */
const TIPOS = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Why a chosen file cannot be a photo, before spending a site's mobile data on sending it: `tipo` (e.g. an
 * iPhone HEIC from the gallery, or a PDF) or `tamanho` (over the server's limit); null when it can go.
 */
export function checkFotoFile(
  file: { type: string; size: number },
  maxBytes: number | undefined,
): 'tipo' | 'tamanho' | null {
  if (!TIPOS.includes(file.type.toLowerCase())) return 'tipo';
  if (maxBytes && file.size > maxBytes) return 'tamanho';
  return null;
}
