/** The session token lives in local storage as the spec's client kept it (doc 4 §4: 'xToken', 'hasToken'). */
const TOKEN_KEY = 'xToken';
const FLAG_KEY = 'hasToken';

export function readToken(): string {
  return localStorage.getItem(TOKEN_KEY) ?? '';
}

export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(FLAG_KEY, '1');
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(FLAG_KEY);
}

export function hasToken(): boolean {
  return localStorage.getItem(FLAG_KEY) === '1' && readToken() !== '';
}
