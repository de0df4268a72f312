import { createHmac } from 'node:crypto';
import { makeNonce, signedText } from '@alma/shared/sign/request-sign';
import autocannon from 'autocannon';

export const DEMO_SIGN_KEY = 'alma-demo-sign-key-2026';

/** req/s of one GET path for `seconds` with `connections`, every request freshly signed. */
export async function measure(url: string, options: { seconds: number; connections: number; sign: boolean }) {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          if (!options.sign) return request;
          const nonce = makeNonce();
          const now = Date.now();
          const mac = createHmac('sha256', DEMO_SIGN_KEY).update(signedText(now, nonce)).digest('hex');
          return { ...request, headers: { ...request.headers, 'nonce-str': nonce, sign: `${now}.${mac}` } };
        },
      },
    ],
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, failures };
}
