import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable token for cookies and links (256 bits, base64url). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How tokens and codes are stored: only their SHA-256, so a database dump holds nothing usable. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric code of `length` digits, uniformly random. */
export function randomDigits(length = 6): string {
  return Array.from({ length }, () => randomInt(10).toString()).join('');
}

/** A temporary first-access code people can read and type: no 0/O or 1/l/I. */
export function randomTemporaryCode(length = 10): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
