import { fileTypeFromBuffer } from 'file-type';

/** What the portal accepts, by the type found in the bytes (never the name or the browser's claim). */
export const ALLOWED_TYPES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/heic': 'HEIC',
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/zip': 'ZIP',
  'image/vnd.dwg': 'DWG',
  'text/plain': 'texto',
  'text/csv': 'CSV',
};

/** How many leading bytes the detection reads. */
export const SNIFF_BYTES = 4100;

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of a file from its first bytes. Plain text has no signature, so a text file is recognised by being
 * valid UTF-8 without NUL bytes, and called CSV when its name says so.
 * @returns the MIME type when the portal accepts it, otherwise undefined.
 */
export async function detectAllowedType(head: Buffer, fileName: string): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return ALLOWED_TYPES[detected.mime] ? detected.mime : undefined;
  if (head.length > 0 && looksLikeText(head)) return /\.csv$/i.test(fileName) ? 'text/csv' : 'text/plain';
  return undefined;
}
