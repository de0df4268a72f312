/**
 * The client sends lowercase hex SHA-256 of the typed password; we keep only argon2id of that
 * (DESIGN.md §2). Parameters are argon2's OWASP-recommended defaults (19 MiB, t=2). The native
 * argon2 loads with the first password the server checks or keeps, not at its start.
 */
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const loadArgon2 = () => {
  argon2 ??= import('@node-rs/argon2');
  return argon2;
};

export async function hashPassword(sha256Hex: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(sha256Hex);
}

export async function verifyPassword(stored: string, sha256Hex: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(stored, sha256Hex);
  } catch {
    return false;
  }
}
