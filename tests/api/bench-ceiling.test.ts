import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareServer, captureAnswer } from '../../bench/support/bare-answer.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

// The API benchmark compares each route with a bare node:http server sending the same bytes: the
// comparison holds only if the bare server's answer is the site's, byte for byte.
describe("the benchmark's bare node:http ceiling", () => {
  let t: TestApp;
  let site: string;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    site = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  for (const route of ['/api/stats', '/api/leaderboard/1', '/api/no-such-route']) {
    it(`answers exactly what the site answered for GET ${route}`, async () => {
      const original = await captureAnswer(`${site}${route}`);
      expect(original.headers['content-type']).toMatch(/^application\/json/);
      expect(Buffer.from(original.body, 'base64').byteLength).toBeGreaterThan(1);

      const bare = bareServer(original);
      await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
      try {
        const port = (bare.address() as AddressInfo).port;
        // Any path and method: the bare server has one answer.
        const copy = await captureAnswer(`http://127.0.0.1:${port}/anything`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ some: 'body' }),
        });
        expect(copy).toEqual(original);
      } finally {
        bare.closeAllConnections();
        await new Promise((resolve) => bare.close(resolve));
      }
    });
  }
});
