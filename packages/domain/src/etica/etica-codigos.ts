/**
 * The protocol and the follow-up key of a report. Crockford's base 32 (no I, L, O, U): read aloud or copied by hand
 * without confusing 0 and O. The protocol (ET-2026-7K3F9Q) is random, not a sequence, so it says nothing about how
 * many reports there are; the key has 100 random bits and is kept only as a hash.
 */
export const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const PROTOCOLO_ETICA = /^ET-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/;
/** The key as shown: four groups of five. */
export const CHAVE_ETICA = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/;

/** What a person types: lower case, spaces, no hyphens, O for 0 and I or L for 1 all read as meant. */
export function normalizarCodigoEtica(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The key as typed, back to its shown form (groups of five), or the input when it has not 20 symbols. */
export function normalizarChaveEtica(value: string): string {
  const bare = normalizarCodigoEtica(value).replace(/-/g, '');
  return bare.length === 20 ? (bare.match(/.{5}/g) ?? []).join('-') : bare;
}

/** The protocol as typed, back to its shown form. */
export function normalizarProtocoloEtica(value: string): string {
  const clean = normalizarCodigoEtica(value).replace(/^ET-?/, '');
  const match = /^(\d{4})-?(.{6})$/.exec(clean);
  // The year keeps its digits: only the random part reads O as 0.
  return match ? `ET-${match[1]}-${match[2]}` : value.trim().toUpperCase();
}

/** Random symbols of BASE32 from random bytes (one byte per symbol, the low five bits). */
export function base32De(bytes: Uint8Array): string {
  return [...bytes].map((b) => BASE32[b & 31]).join('');
}
