import http from 'node:http';

/** An answer as the benches read it. */
export type Answer = { status: number; text: string };

/**
 * A POST through node:http on `agent`'s sockets: on kept-alive sockets it costs the load generator
 * (on the same two cores as the server) several times less per request than fetch. With
 * `timeoutMs` the whole request, connecting included, is given up after that long (what a phone
 * waits), rejecting with `timeoutError()`.
 */
export function postText(
  agent: http.Agent,
  base: string,
  path: string,
  headers: Record<string, string>,
  body: string,
  timeout?: { ms: number; error: () => Error },
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(deadline);
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    const deadline = timeout ? setTimeout(() => request.destroy(timeout.error()), timeout.ms) : undefined;
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(body);
  });
}
