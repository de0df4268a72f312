import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * A PGlite installation's control socket, DATA_DIR/control.sock (a Unix socket, owner only): the
 * running server answers `npm run backup` on it, so a backup is taken while it serves. Holding it
 * also says "this DATA_DIR is in use": a second server, or an offline backup, on the same
 * directory is refused instead of opening one PGlite twice (which would corrupt it).
 */
export const CONTROL_SOCKET = 'control.sock';

export type ControlCommands = { backup: (to: string) => Promise<unknown> };

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_SOCKET);
}

/** Whether a process answers on the socket (a file left by a process that died does not). */
export function socketAnswers(socketPath: string): Promise<boolean> {
  if (!fs.existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const request = http.request({ socketPath, path: '/alive', method: 'GET', timeout: 2000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
    request.end();
  });
}

/**
 * Takes DATA_DIR's control socket for this process, or throws when another process holds it.
 * Not on Windows (no Unix sockets there): an offline backup is the way on it.
 */
export async function claimControlSocket(
  dataDir: string,
  commands: ControlCommands,
): Promise<http.Server | null> {
  if (process.platform === 'win32') return null;
  const socketPath = controlSocketPath(dataDir);
  if (await socketAnswers(socketPath)) {
    throw new Error(
      `another Alma process is using ${dataDir} (it answers on ${CONTROL_SOCKET}); stop it first`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && request.url === '/alive') return answer(200, { alive: true });
    if (request.method !== 'POST' || request.url !== '/backup')
      return answer(404, { error: 'no such command' });
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const to = (() => {
        try {
          return (JSON.parse(body) as { to?: unknown }).to;
        } catch {
          return undefined;
        }
      })();
      if (typeof to !== 'string' || !path.isAbsolute(to))
        return answer(400, { error: 'to: an absolute directory' });
      commands.backup(to).then(
        (result) => answer(200, result),
        (error: unknown) => answer(500, { error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  server.unref();
  return server;
}

/** Sends a command to the process holding the socket; null when none answers. */
export async function askControlSocket(
  dataDir: string,
  command: 'backup',
  body: unknown,
): Promise<unknown | null> {
  const socketPath = controlSocketPath(dataDir);
  if (!(await socketAnswers(socketPath))) return null;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, path: `/${command}`, method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const answer = JSON.parse(text) as { error?: string };
          if (response.statusCode === 200) resolve(answer);
          else reject(new Error(answer.error ?? `control socket answered ${response.statusCode}`));
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}
