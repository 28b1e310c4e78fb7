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

const PERIOD_SECONDS = 30;

/**
 * Checks a code against the current 30-second step or its neighbours (clock drift), never one at or before the
 * last step already used (RFC 6238 §5.2: a code is accepted once).
 * @returns the time step the code belongs to, or null when it is not accepted.
 */
export function acceptTotp(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32, 'check').validate({ token, window: 1, timestamp: now });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
