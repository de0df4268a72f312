// The yardstick: bare Fastify JSON routes on the same machine, in the same run. /bare answers a
// tiny object; /same/<name> answers the very JSON Alma answered for <name>, serialised per request,
// so the ratio against it is the cost of Alma's pipeline rather than of the bytes.
import fs from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(fs.readFileSync(String(process.env.BARE_BODIES), 'utf8')) as Record<
  string,
  unknown
>;
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/bare', async () => ({
  code: 0,
  message: 'success',
  data: { id: 1, name: '示范项目', completeMoney: 10.5 },
}));
for (const [name, body] of Object.entries(bodies)) app.get(`/same/${name}`, async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
