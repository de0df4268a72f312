import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

let echo: net.Server;
let proxy: TcpProxy;

beforeAll(async () => {
  echo = net.createServer((socket) => socket.pipe(socket));
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', () => resolve()));
  const address = echo.address() as net.AddressInfo;
  proxy = await startTcpProxy({ host: '127.0.0.1', port: address.port });
});
afterAll(async () => {
  await proxy?.close();
  await new Promise<void>((resolve) => echo.close(() => resolve()));
});

/** A connection through the proxy; `ask` sends a line and waits for its echo. */
function connect(): Promise<{
  socket: net.Socket;
  ask(text: string): Promise<string>;
  closed: Promise<void>;
}> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxy.port, '127.0.0.1');
    let received = '';
    let waiting: { want: number; resolve(text: string): void } | null = null;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (waiting && received.length >= waiting.want) {
        const text = received;
        received = '';
        waiting.resolve(text);
        waiting = null;
      }
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', () => undefined);
    socket.once('connect', () =>
      resolve({
        socket,
        closed,
        ask: (text) =>
          new Promise((answer) => {
            waiting = { want: text.length, resolve: answer };
            socket.write(text);
          }),
      }),
    );
    socket.once('error', reject);
  });
}

describe('the reliability suite’s TCP proxy', () => {
  it('passes bytes both ways, in order', async () => {
    const connection = await connect();
    expect(await connection.ask('hello')).toBe('hello');
    const many = Array.from({ length: 200 }, (_, i) => `${i},`).join('');
    expect(await connection.ask(many)).toBe(many);
    connection.socket.destroy();
  });

  it('adds latency each way, keeping the order', async () => {
    proxy.setLatency(60);
    try {
      const connection = await connect();
      const started = Date.now();
      expect(await connection.ask('slow')).toBe('slow');
      expect(Date.now() - started).toBeGreaterThanOrEqual(110);
      connection.socket.destroy();
    } finally {
      proxy.setLatency(0);
    }
  });

  it('dropAll destroys the open connections and lets new ones through', async () => {
    const connection = await connect();
    expect(await connection.ask('a')).toBe('a');
    proxy.dropAll();
    await connection.closed;
    const again = await connect();
    expect(await again.ask('b')).toBe('b');
    again.socket.destroy();
  });

  it('cut refuses every connection until heal', async () => {
    const open = await connect();
    proxy.cut();
    await open.closed;
    const refused = await connect();
    await refused.closed;
    expect(refused.socket.bytesRead).toBe(0);
    proxy.heal();
    const healed = await connect();
    expect(await healed.ask('c')).toBe('c');
    healed.socket.destroy();
  });
});
