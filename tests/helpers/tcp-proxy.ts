import net from 'node:net';

/**
 * A TCP relay to a database server that a test can cut (connections refused), stall (connections
 * open but nothing passes, as with a server stopped by SIGSTOP) and restore.
 */
export interface TcpProxy {
  port: number;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  /** Nothing passes either way: open connections hang, new ones are accepted and never answered. */
  stall: () => void;
  /** Lets everything held by `stall` through, in order. */
  resume: () => void;
  close: () => Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | undefined;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<Pair>();
  let stalled = false;

  const track = (pair: Pair, socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      pair.client.destroy();
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    socket.on('error', () => {
      pair.client.destroy();
      pair.upstream?.destroy();
    });
  };
  const flow = (pair: Pair) => {
    if (!pair.upstream) {
      pair.upstream = net.connect(targetPort, targetHost);
      track(pair, pair.upstream);
    }
    pair.client.pipe(pair.upstream).pipe(pair.client);
  };
  const hold = (pair: Pair) => {
    pair.client.unpipe();
    pair.upstream?.unpipe();
    pair.client.pause();
    pair.upstream?.pause();
  };
  const relay = (client: net.Socket) => {
    const pair: Pair = { client, upstream: undefined };
    pairs.add(pair);
    track(pair, client);
    if (stalled) client.pause();
    else flow(pair);
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
    stall: () => {
      stalled = true;
      for (const pair of pairs) hold(pair);
    },
    resume: () => {
      stalled = false;
      for (const pair of pairs) flow(pair);
    },
    close: stop,
  };
}
