import { createHmac } from 'node:crypto';
import { makeNonce, signedText } from '@alma/shared/sign/request-sign';
import autocannon from 'autocannon';

export const DEMO_SIGN_KEY = 'alma-demo-sign-key-2026';

/**
 * Unique signed headers made before the run, so the load generator (on the same two cores) spends
 * next to nothing per request and the figures measure the server, not the client's HMACs.
 */
function signedHeaderPool(size: number): Array<Record<string, string>> {
  const now = Date.now();
  return Array.from({ length: size }, () => {
    const nonce = makeNonce();
    const mac = createHmac('sha256', DEMO_SIGN_KEY).update(signedText(now, nonce)).digest('hex');
    return { 'nonce-str': nonce, sign: `${now}.${mac}` };
  });
}

/** req/s of one path (GET, or POST of a JSON body) for `seconds` with `connections`, every request freshly signed. */
export async function measure(
  url: string,
  options: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    /** POSTs this body as JSON (a write's nonce is claimed in the database: each one is new). */
    body?: unknown;
  },
) {
  const pool = signedHeaderPool(options.seconds * 60_000);
  let next = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: options.body === undefined ? 'GET' : 'POST',
        ...(options.body === undefined
          ? {}
          : { body: JSON.stringify(options.body), headers: { 'content-type': 'application/json' } }),
        setupRequest: (request) => {
          const headers = pool[next++ % pool.length];
          return { ...request, headers: { ...request.headers, ...options.headers, ...headers } };
        },
      },
    ],
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, failures };
}

/** One signed GET, answered as JSON. */
export async function signedGet(url: string): Promise<unknown> {
  const [headers] = signedHeaderPool(1);
  return (await fetch(url, { headers })).json();
}
