/** The parts of a request the return origin is judged from (a Fastify request has them all). */
export type ReturnOriginRequest = {
  /** 'http' or 'https', as the server sees it (X-Forwarded-Proto behind a trusted proxy). */
  protocol: string;
  /** Host and port the request reached us at (X-Forwarded-Host behind a trusted proxy). */
  host: string;
  headers: Record<string, string | string[] | undefined>;
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** An http(s) address's origin, or null for anything else ('null', a path, javascript:…). */
function originOf(text: string | undefined): string | null {
  if (!text || !URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.origin;
}

/** The request's own origin, when its Host is a plain host[:port] (no user part, path or query). */
function ownOriginOf(request: ReturnOriginRequest): string | null {
  const origin = originOf(`${request.protocol}://${request.host}`);
  if (!origin) return null;
  return new URL(origin).host === request.host.toLowerCase() ? origin : null;
}

/**
 * Where a provider's page (the sandbox cashier, Alipay's return) sends the donor back: the origin
 * their browser is on, because the session lives in that origin's local storage, and a donor who
 * opened Alma at 127.0.0.1 or a LAN address would come back to PUBLIC_URL's origin logged out.
 * The browser names its origin in Origin (on a POST) or Referer; that is taken only when we trust
 * it — PUBLIC_URL's origin, a loopback address, or the address this very request reached us at.
 * Any other site in those headers is ignored, so no request can make the cashier send a donor
 * elsewhere; the fallback is the request's own origin, then PUBLIC_URL's. Notifications
 * (server to server) never use this: they stay on PUBLIC_URL.
 */
export function returnOriginOf(request: ReturnOriginRequest, publicUrl: string): string {
  const publicOrigin = new URL(publicUrl).origin;
  const own = ownOriginOf(request);
  const trusted = (origin: string) =>
    origin === publicOrigin || origin === own || LOOPBACK_HOSTS.has(new URL(origin).hostname);
  for (const header of [request.headers.origin, request.headers.referer]) {
    const origin = originOf(headerValue(header));
    if (origin && trusted(origin)) return origin;
  }
  return own ?? publicOrigin;
}
