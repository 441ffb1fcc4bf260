import net from 'node:net';

/** A TCP relay to a database server that a test can cut (connections refused) and restore. */
export interface TcpProxy {
  port: number;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  let server = net.createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut: stop,
    restore: async () => {
      server = net.createServer(relay);
      await listen(port);
    },
    close: stop,
  };
}
