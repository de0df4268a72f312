import path from 'node:path';
import { SERVER_ROOT } from '../runtime.ts';

/**
 * The installation's own files (PGlite's database, uploads, documents, the secret key): DATA_DIR,
 * else data/ at the repository's root. Apart from env.ts because main.ts needs it before the rest
 * of the configuration loads, to start opening PGlite.
 */
export function dataDirOf(setting: string | undefined): string {
  return setting ? path.resolve(setting) : path.join(path.resolve(SERVER_ROOT, '../..'), 'data');
}
