import net from 'node:net';

/**
 * Test-only: a TCP proxy in front of a server (PostgreSQL in the fault tests) that the test can
 * take away and bring back. `cut()` resets every open connection and stops listening, so new
 * connections are refused as if the server were down; `restore()` listens again on the same port.
 */
export type TcpProxy = {
  /** The port clients connect to. */
  readonly port: number;
  /** Connections currently passed through. */
  readonly openConnections: number;
  /** Resets every open connection and refuses new ones until `restore()`. */
  cut(): Promise<void>;
  /** Accepts connections again (on the same port). */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const clients = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset of one side is expected here; the other side is destroyed with it.
    socket.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    clients.add(client);
    client.on('close', () => clients.delete(client));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
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
      return clients.size;
    },
    async cut() {
      const closed = stopListening();
      resetAll();
      await closed;
    },
    async restore() {
      if (!listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      resetAll();
      await closed;
    },
  };
}
