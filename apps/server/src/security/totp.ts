import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Alma';
const PERIOD_S = 30;

/** A new random TOTP secret (160 bits, the RFC 4226 recommendation), base32 as authenticators take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// URI an authenticator app scans (as a QR code) to enrol. */
export function totpUri(secretBase32: string, label: string): string {
  return totpOf(secretBase32, label).toString();
}

/**
 * The time step the code belongs to, or null when it is wrong. One step either side is accepted
 * for clock drift; the caller refuses a step already used.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** The current code; for tests, the demo's README command and nothing on a request path. */
export function totpCode(secretBase32: string, now: Date): string {
  return totpOf(secretBase32, '').generate({ timestamp: now.getTime() });
}
