// The ceiling beside the live boards' benchmark: a bare node:http server, in a process of its own as
// the site's server is, that holds every GET open as an event stream (the same headers the site
// sends) and, on each POST /emit, writes the POST's body as it is to every open stream. It answers the
// POST once written, with the number of streams, and prints its port once it listens.
//
// Usage: node bench/support/bare-sse.ts
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const streams = new Set<http.ServerResponse>();

const server = http.createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/emit') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const bytes = Buffer.concat(chunks);
      for (const stream of streams) stream.write(bytes);
      response.end(String(streams.size));
    });
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  response.write(': open\n\n');
  streams.add(response);
  response.on('close', () => streams.delete(response));
});
server.keepAliveTimeout = 0;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
