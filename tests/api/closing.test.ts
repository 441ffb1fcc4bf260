import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';

/** The status line and headers of each HTTP/1.1 answer in what a socket received, in order. */
function answers(received: string): Array<{ status: number; head: string }> {
  return [...received.matchAll(/HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n/g)].map((match) => ({
    status: Number(match[1]),
    head: (match[2] ?? '').toLowerCase(),
  }));
}

// Several instances behind a balancer are restarted one at a time. A balancer keeps connections
// open to each instance and sends the next request on one of them whenever it likes, also while
// the instance is stopping: that request is served (and the connection closed after it), not
// refused, since the balancer cannot send a refused POST (a move, a score) to another instance.
describe('a stopping instance', () => {
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
  });

  it('serves a request that arrives on an open connection while it stops, then closes that connection', async () => {
    let headersIn: () => void = () => undefined;
    const routed = new Promise<void>((resolve) => {
      headersIn = resolve;
    });
    t = await startTestApp({
      listen: true,
      // Each request's arrival is a debug line.
      logLevel: 'debug',
      onLog: (entry) => {
        if (entry.msg === 'incoming request') headersIn();
      },
    });
    const app = t.app;
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    const socket = net.connect(address.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const body = JSON.stringify({
      name: 'Player',
      email: 'player@example.com',
      subject: 'During a restart',
      message: 'Sent while the instance stops',
    });
    // A request in progress keeps the connection busy: its headers now, its body later.
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await routed;
    const closed = app.close();
    // The rest of that body, and on the same connection the balancer's next request.
    socket.write(`${body.slice(10)}GET /api/stats HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await ended;
    await closed;
    const [first, second] = answers(received);
    expect(first?.status).toBe(201);
    expect(second?.status).toBe(200);
    expect(second?.head).toContain('connection: close');
  });
});
