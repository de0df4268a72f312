import type { FastifyRequest } from 'fastify';
import { isSpecPath } from './paths.ts';

/**
 * Whether a request takes the spec pipeline (sign, nonce, token, envelope, public cache), judged
 * on the path the router matched rather than the raw URL: `/%75plus-…` reaches the same route as
 * `/uplus-…`, so it must meet the same checks.
 */
export function isSpecRequest(request: FastifyRequest): boolean {
  return isSpecPath(routedPath(request));
}

/**
 * The key of a public read in the cache: the matched route and what its handler is given (the
 * parsed query and params, and the language), never the raw URL. Two URLs that differ only in
 * their encoding or the order of their query share one entry; no URL can file an answer under
 * another route's key.
 */
export function publicCacheKey(request: FastifyRequest): string {
  return JSON.stringify([
    request.routeOptions.url ?? '',
    request.language,
    sortedEntries(request.params),
    sortedEntries(request.query),
  ]);
}

/**
 * The donor app's files are served through one wildcard route at / (app.ts): a GET no other route
 * takes lands there. It is not a route of the spec, so such a request is judged by its own path, as
 * a 404 is: an unknown spec call still meets the spec pipeline (its sign and nonce checks).
 */
const WEB_FILES_ROUTE = '/*';

function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined && route !== WEB_FILES_ROUTE) return route;
  // No route matched (a 404), or only the files' wildcard: the path decoded as the router decodes it.
  const raw = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function sortedEntries(value: unknown): Array<[string, unknown]> {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
