import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { runInScope } from '../observability/request-scope.ts';

/** An id a proxy may hand on (nginx's $request_id is 32 hex digits): short, plain characters. */
const HANDED_ON = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Each request's id: the proxy's X-Request-Id when the proxy is trusted (TRUST_PROXY) and the id is
 * plain, so its access log and ours name one request alike; else a new UUID (unique across
 * instances, unlike Fastify's counter). The id is answered in X-Request-Id for support to ask for.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers['x-request-id'];
    return trustProxy && typeof given === 'string' && HANDED_ON.test(given) ? given : randomUUID();
  };
}

/** The rest of each request runs in its scope, so the jobs it queues carry its id. */
export function scopeRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    runInScope({ requestId: request.id }, done);
  });
}
