import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Portal de Obras';

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new authenticator secret and the otpauth:// URI the app scans as a QR code. */
export function newTotpSecret(label: string): { secretCode: string; uri: string } {
  const secretCode = new Secret({ size: 20 }).base32;
  return { secretCode, uri: totpOf(secretCode, label).toString() };
}

/** Accepts the current 30-second code or its neighbours (clock drift). */
export function isValidTotp(secretBase32: string, code: string): boolean {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  return totpOf(secretBase32, 'check').validate({ token, window: 1 }) !== null;
}
