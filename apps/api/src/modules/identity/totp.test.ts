import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { acceptTotp, newTotpSecret } from './totp';

const secret = new Secret({ size: 20 }).base32;
const codeAt = (ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: ms,
  });

describe('TOTP codes (RFC 6238)', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 10);

  it('accepts the current code and its neighbours, returning the time step', () => {
    const step = Math.floor(now / 30_000);
    expect(acceptTotp(secret, codeAt(now), null, now)).toBe(step);
    expect(acceptTotp(secret, codeAt(now - 30_000), null, now)).toBe(step - 1);
    expect(acceptTotp(secret, codeAt(now + 30_000), null, now)).toBe(step + 1);
  });

  it('never accepts a code twice, nor an older one after a newer one was used', () => {
    const used = acceptTotp(secret, codeAt(now), null, now)!;
    expect(acceptTotp(secret, codeAt(now), used, now + 1000)).toBeNull();
    expect(acceptTotp(secret, codeAt(now - 30_000), used, now)).toBeNull();
    expect(acceptTotp(secret, codeAt(now + 30_000), used, now + 30_000)).toBe(used + 1);
  });

  it('refuses codes far from now, and anything but six digits', () => {
    expect(acceptTotp(secret, codeAt(now - 120_000), null, now)).toBeNull();
    expect(acceptTotp(secret, '12345', null, now)).toBeNull();
    expect(acceptTotp(secret, 'abcdef', null, now)).toBeNull();
  });

  it('makes a new secret with an otpauth URI naming the portal and the user', () => {
    const { secretCode, uri } = newTotpSecret('ana@demo.obras.dev');
    expect(secretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Portal%20de%20Obras:ana%40demo\.obras\.dev\?/);
  });
});
