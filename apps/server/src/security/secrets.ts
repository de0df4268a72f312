import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Keys derived from one server secret: the mobile lookup HMAC and the box that keeps personal
 * data (mobile, ID number, address) encrypted at rest.
 */
export type Secrets = {
  /** Deterministic keyed hash, for finding a user by mobile without storing it in the clear. */
  lookup(value: string): string;
  seal(plain: string): string;
  open(box: string): string;
  /** A 32-byte key of its own for `purpose`, for integrations that sign their own tokens. */
  deriveKey(purpose: string): Buffer;
};

export function loadSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  return key;
}

export function makeSecrets(secretKey: string): Secrets {
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', secretKey, 'alma', label, 32));
  const lookupKey = derive('mobile-lookup');
  const boxKey = derive('pii-box');
  return {
    lookup: (value) => createHmac('sha256', lookupKey).update(value).digest('hex'),
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', boxKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(box) {
      const raw = Buffer.from(box.replace(/^v1:/, ''), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', boxKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    // Prefixed so no purpose can ask for the lookup or box key.
    deriveKey: (purpose) => derive(`purpose:${purpose}`),
  };
}
