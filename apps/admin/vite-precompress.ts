import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Hashed assets only: the page itself is read and sent per request (apps/server http/admin-static.ts). */
const COMPRESSIBLE = /^assets[\\/].*\.(js|css|svg)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every compressible asset, once, at build time; the server sends
 * them as they are (`@fastify/static` preCompressed), so no request spends CPU on compression.
 * The console's own copy of the donor app's plugin: an app never imports another app.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'alma-admin-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = fs.readFileSync(full);
          if (body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(body, { level: 9 }),
          ]);
          fs.writeFileSync(`${full}.br`, br);
          fs.writeFileSync(`${full}.gz`, gz);
        }),
      );
    },
  };
}
