import { SPEC_PATH_START } from '@alma/shared/api/spec-paths';

/** Spec calls are signed; health, files, the web app and provider callbacks are not. */
export function isSpecPath(url: string): boolean {
  return url.startsWith(SPEC_PATH_START);
}
