// The yardstick: a bare Fastify JSON route on the same machine, in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/bare', async () => ({
  code: 0,
  message: 'success',
  data: { id: 1, name: '示范项目', completeMoney: 10.5 },
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
