/**
 * passLogin takes the password as lowercase hex SHA-256 (DESIGN.md §2), so the typed password
 * never leaves the phone. Web Crypto is there in every secure context the app runs in.
 */
export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
