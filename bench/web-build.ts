import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A production build of the web app in a fresh directory (as `npm run build` makes it). */
export function buildWebApp(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-bench-web-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(repo, 'apps/web'),
    stdio: 'inherit',
  });
  return outDir;
}

/** A port nothing listens on now, so the bench can run beside other servers. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
