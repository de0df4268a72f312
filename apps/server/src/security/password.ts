import { hash, verify } from '@node-rs/argon2';

/**
 * The client sends lowercase hex SHA-256 of the typed password; we keep only argon2id of that
 * (DESIGN.md §2). Parameters are argon2's OWASP-recommended defaults (19 MiB, t=2).
 */
export function hashPassword(sha256Hex: string): Promise<string> {
  return hash(sha256Hex);
}

export async function verifyPassword(stored: string, sha256Hex: string): Promise<boolean> {
  try {
    return await verify(stored, sha256Hex);
  } catch {
    return false;
  }
}
