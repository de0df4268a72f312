import { SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256hex } from '../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fastifyTrustProxy, loadConfig } from '../config/env.ts';
import { rateHits } from '../db/schema/accounts.ts';

// nginx with $proxy_add_x_forwarded_for appends the address it saw to whatever the client sent:
// the leftmost entry is the client's own claim, the rightmost the proxy's view.
const FORGED = '198.51.100.66';
const REAL = '203.0.113.7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

/** The failure-limit bucket passLogin counts a client address in (features/auth/service.ts). */
async function loginHitsOf(ip: string): Promise<number> {
  const bucket = `login-ip:${t.deps.secrets.lookup(`ip:${ip}`)}`;
  return (await t.deps.database.db.select().from(rateHits).where(eq(rateHits.bucket, bucket))).length;
}

describe('TRUST_PROXY', () => {
  it('=1: a forged leftmost X-Forwarded-For is not the client address; the proxy-appended one is', async () => {
    // An unknown username keeps its per-IP slot taken, so the address it was counted under shows.
    const answer = await t.post(
      `${SYSTEM_APP}/user/passLogin`,
      { username: 'nobody-here', password: sha256hex('whatever') },
      { headers: { 'x-forwarded-for': `${FORGED}, ${REAL}` } },
    );
    expect(answer).toMatchObject({ code: 0, data: { isRegister: 0 } });
    expect(await loginHitsOf(REAL)).toBe(1);
    expect(await loginHitsOf(FORGED)).toBe(0);
  });

  it('a list believes X-Forwarded-For and -Proto only from a peer it names', async () => {
    const app = Fastify({
      trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).TRUST_PROXY),
    });
    app.get('/who', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const from = async (remoteAddress: string) =>
      (
        await app.inject({
          url: '/who',
          remoteAddress,
          headers: { 'x-forwarded-for': `${FORGED}, ${REAL}`, 'x-forwarded-proto': 'https' },
        })
      ).json();
    expect(await from('10.1.2.3')).toEqual({ ip: REAL, protocol: 'https' });
    expect(await from('192.0.2.1')).toEqual({ ip: '192.0.2.1', protocol: 'http' });
    await app.close();
  });
});
