/** The spec's path bases (spec doc 1 §7, doc 3 §7). Our own additions live elsewhere. */
export const DONATEU = '/uplus-foundation/app/v1/donateu';
export const SYSTEM_APP = '/uplus-system/app/v1';
export const SYSTEM_API = '/uplus-system/api/v1';

/** Spec calls are signed; health, files, the web app and provider callbacks are not. */
export function isSpecPath(url: string): boolean {
  return url.startsWith('/uplus-');
}
