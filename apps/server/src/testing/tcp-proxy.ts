import net from 'node:net';

/**
 * Test-only: a TCP proxy in front of a server (PostgreSQL in the fault tests) that the test can
 * take away and bring back. `cut()` resets every open connection and stops listening, so new
 * connections are refused as if the server were down; `stall()` keeps connections open but passes
 * nothing on, like a network that drops packets; `restore()` brings both back.
 */
export type TcpProxy = {
  /** The port clients connect to. */
  readonly port: number;
  /** Connections currently passed through. */
  readonly openConnections: number;
  /** Resets every open connection and refuses new ones until `restore()`. */
  cut(): Promise<void>;
  /** Passes nothing on, either way, until `restore()`; connections stay open and new ones wait. */
  stall(): void;
  /** Accepts connections again (on the same port) and passes on what waited. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<Pair>();
  let stalled = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset of one side is expected here; the other side is destroyed with it.
    socket.on('error', () => undefined);
  };
  const pass = ({ client, upstream }: Pair) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ({ client, upstream }: Pair) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    track(client);
    track(upstream);
    pairs.add(pair);
    client.on('close', () => {
      pairs.delete(pair);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
    if (stalled) hold(pair);
    else pass(pair);
  });
  let listening = false;
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        listening = true;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });
  const resetAll = () => {
    // resetAndDestroy sends RST: the client sees ECONNRESET, as when a server or a network dies.
    for (const socket of sockets) socket.resetAndDestroy();
  };

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    get openConnections() {
      return pairs.size;
    },
    async cut() {
      const closed = stopListening();
      resetAll();
      await closed;
    },
    stall() {
      stalled = true;
      for (const pair of pairs) hold(pair);
    },
    async restore() {
      if (stalled) {
        stalled = false;
        for (const pair of pairs) pass(pair);
      }
      if (!listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      resetAll();
      await closed;
    },
  };
}
