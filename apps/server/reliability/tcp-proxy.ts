import net from 'node:net';

export type TcpProxy = {
  /** The loopback port it listens on. */
  port: number;
  /** Rewrites `postgres://…@host:port/db` to go through this proxy. */
  urlThrough(databaseUrl: string): string;
  /** Delay, in each direction, before a chunk is passed on (0: none). */
  setLatency(ms: number): void;
  /** Destroys every connection open now (a network blip); new ones are let through. */
  dropAll(): void;
  /** Destroys every connection and every new one until `heal` (a partition). */
  cut(): void;
  heal(): void;
  /** Connections open now, each a client–upstream pair. */
  open(): number;
  close(): Promise<void>;
};

/**
 * A TCP proxy for the reliability suite: it stands between a server and PostgreSQL (or any TCP
 * service) on loopback, and the test decides the network's faults. Latency keeps the order of
 * the bytes: each direction's chunks leave one after another, each `ms` after it arrived.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let latencyMs = 0;
  let isCut = false;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();

  /** Passes `from`'s bytes to `to`, delayed by the latency of when each chunk arrived. */
  function pipe(from: net.Socket, to: net.Socket): void {
    let last = Promise.resolve();
    from.on('data', (chunk: Buffer) => {
      const delay = latencyMs;
      if (delay === 0) {
        last = last.then(() => {
          if (!to.destroyed) to.write(chunk);
        });
        return;
      }
      const due = Date.now() + delay;
      last = last.then(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(
              () => {
                if (!to.destroyed) to.write(chunk);
                resolve();
              },
              Math.max(0, due - Date.now()),
            ),
          ),
      );
    });
    from.on('end', () => void last.then(() => to.end()));
  }

  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const teardown = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', teardown);
    upstream.on('error', teardown);
    client.on('close', teardown);
    upstream.on('close', teardown);
    pipe(client, upstream);
    pipe(upstream, client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the proxy has no port');
  const port = address.port;

  const dropAll = () => {
    for (const { client, upstream } of [...pairs]) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    urlThrough(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    dropAll,
    cut() {
      isCut = true;
      dropAll();
    },
    heal() {
      isCut = false;
    },
    open: () => pairs.size,
    close() {
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
