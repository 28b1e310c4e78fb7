import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { base32De } from '@portal/domain';

/** A new protocol: the year and six random symbols (about a billion per year), never a sequence. */
export function novoProtocolo(agora = new Date()): string {
  return `ET-${agora.getUTCFullYear()}-${base32De(randomBytes(6))}`;
}

/** A new follow-up key: 20 random symbols (100 bits), shown as four groups of five. */
export function novaChave(): string {
  return (base32De(randomBytes(20)).match(/.{5}/g) ?? []).join('-');
}

/**
 * The key is kept only as this hash. A plain SHA-256 suffices: the key is 100 random bits, not a password a person
 * chose, so it cannot be found by trying likely values.
 */
export function hashDaChave(chave: string): string {
  return createHash('sha256').update(`etica:${chave}`).digest('hex');
}

export function chaveConfere(chave: string, hash: string): boolean {
  const given = Buffer.from(hashDaChave(chave), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
