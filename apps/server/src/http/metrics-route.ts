import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { httpRequests } from '../observability/process-metrics.ts';

/**
 * The route a request matched, as a label: its pattern (`/admin-api/v1/orders/:id`), never the
 * address itself, so ids and searches do not make a series each; a built asset's hashed name is
 * folded into its folder; an address no route matched is `unmatched`.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  return pattern.replace(/\/assets\/.+$/, '/assets/*');
}

/** Every answer of the app is counted and timed by its route, method and status. */
export function countRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    httpRequests.observe(
      { route: routeLabel(request), method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics on the app's own port, only with METRICS_TOKEN set, and then only for
 * `Authorization: Bearer <token>` (401 otherwise): the metrics name routes, job names and volumes,
 * which are nobody else's business. Without the token the path is not served at all (404).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  registry: Registry,
  token: string | undefined,
): void {
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'metrics token required' });
    }
    const body = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

/**
 * The metrics on a port of their own (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless told), for a
 * Prometheus on the same machine or network: no token, since the port is not the public one.
 */
export async function startMetricsListener(
  registry: Registry,
  options: { port: number; host: string },
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
