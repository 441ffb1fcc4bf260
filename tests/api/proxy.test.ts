import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

// The client address decides every per-address limit. These tests send real requests over a socket
// from 127.0.0.1, with the X-Forwarded-For chain a proxy in front of the server would add, and read
// the address back where an operator and the limits see it: the request log and the admin lockout.

const WRONG_KEY = 'not-the-admin-key-0123456789';

interface Answer {
  status: number;
  /** The client address the server logged for this request. */
  address: string | undefined;
}

let running: TestApp | undefined;
let entries: Array<{ msg: string; reqId?: string; req?: { remoteAddress?: string } }> = [];

afterEach(async () => {
  await running?.close();
  running = undefined;
  entries = [];
});

/** A listening app with wrong admin keys locked out after two attempts from one address. */
async function start(trustProxy: string | undefined): Promise<TestApp> {
  running = await startTestApp({
    listen: true,
    env: {
      RATE_LIMIT: 'on',
      RATE_LIMIT_ADMIN_FAILURES_PER_15_MINUTES: '2',
      ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
    },
    logLevel: 'info',
    onLog: (entry) => entries.push(entry as (typeof entries)[number]),
  });
  return running;
}

/** A wrong admin key sent from 127.0.0.1 with this X-Forwarded-For header (none when undefined). */
function wrongKey(t: TestApp, forwardedFor: string | undefined): Promise<Answer> {
  const { port } = t.app.server.address() as AddressInfo;
  const headers: Record<string, string> = { 'admin-key': WRONG_KEY };
  if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/admin/stats', headers }, (response) => {
      response.resume();
      response.on('end', () => {
        const logged = entries.filter((entry) => entry.msg === 'request completed').at(-1);
        resolve({ status: response.statusCode ?? 0, address: logged?.req?.remoteAddress });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('TRUST_PROXY with the proxies named by address or range', () => {
  it('takes the client as the first untrusted address from the right of the chain', async () => {
    // The load balancer at 127.0.0.1 got the request from an inner proxy in 2001:db8::/32, which
    // got it from the client; whatever the client wrote itself stands further left.
    const t = await start('127.0.0.1, 2001:db8::/32');
    const first = await wrongKey(t, '198.51.100.7, 203.0.113.5, 2001:db8::10');
    expect(first).toEqual({ status: 401, address: '203.0.113.5' });
    // The same client, pretending to be others: still the same address, so it is locked out.
    expect(await wrongKey(t, '198.51.100.8, 203.0.113.5, 2001:db8::10')).toEqual({
      status: 401,
      address: '203.0.113.5',
    });
    expect((await wrongKey(t, '192.0.2.99, 203.0.113.5, 2001:db8::10')).status).toBe(429);
    // Another client behind the same proxies is not.
    expect(await wrongKey(t, '203.0.113.6, 2001:db8::10')).toEqual({ status: 401, address: '203.0.113.6' });
  });

  it('does not trust an address outside the list, even when it is next in the chain', async () => {
    const t = await start('127.0.0.1');
    // 10.9.9.9 is not a trusted proxy: it is the client as far as this server knows.
    expect(await wrongKey(t, '203.0.113.5, 10.9.9.9')).toEqual({ status: 401, address: '10.9.9.9' });
  });

  it('accepts the loopback name and IPv4 ranges', async () => {
    const t = await start('loopback,10.0.0.0/8');
    expect(await wrongKey(t, '203.0.113.5, 10.1.2.3')).toEqual({ status: 401, address: '203.0.113.5' });
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('1 (one load balancer) takes the address that balancer saw', async () => {
    const t = await start('1');
    expect(await wrongKey(t, '198.51.100.7, 203.0.113.5')).toEqual({ status: 401, address: '203.0.113.5' });
    expect(await wrongKey(t, '203.0.113.5')).toEqual({ status: 401, address: '203.0.113.5' });
    expect((await wrongKey(t, '192.0.2.1, 203.0.113.5')).status).toBe(429);
    // Ten wrong keys from one client no longer lock out everyone behind the balancer.
    expect(await wrongKey(t, '203.0.113.6')).toEqual({ status: 401, address: '203.0.113.6' });
  });

  it('2 counts two proxies and no more', async () => {
    const t = await start('2');
    expect(await wrongKey(t, '198.51.100.7, 203.0.113.5, 10.1.2.3')).toEqual({
      status: 401,
      address: '203.0.113.5',
    });
  });
});

describe('TRUST_PROXY unset', () => {
  it.each([
    ['unset', undefined],
    ['false', 'false'],
    ['0', '0'],
  ])('(%s) ignores X-Forwarded-For: a client cannot choose its address', async (_label, value) => {
    const t = await start(value);
    expect(await wrongKey(t, '203.0.113.5')).toEqual({ status: 401, address: '127.0.0.1' });
    expect(await wrongKey(t, '203.0.113.6')).toEqual({ status: 401, address: '127.0.0.1' });
    // A third "client" is the same socket address, already locked out.
    const third = await wrongKey(t, '203.0.113.7');
    expect(third).toEqual({ status: 429, address: '127.0.0.1' });
    expect((await wrongKey(t, undefined)).status).toBe(429);
  });
});

describe('TRUST_PROXY values that are refused at start-up', () => {
  const load = (value: string) => () => loadConfig({ TRUST_PROXY: value });

  it('refuses true, which would let any client choose its address', () => {
    expect(load('true')).toThrow(ConfigError);
    expect(load('true')).toThrow(/TRUST_PROXY: .*any client/);
  });

  it.each([
    ['a host name', 'proxy.example.org'],
    ['an IPv4 prefix beyond 32 bits', '10.0.0.0/33'],
    ['an IPv6 prefix beyond 128 bits', '2001:db8::/129'],
    ['an address with a typo', '10.0.0.256'],
    ['an empty entry', '127.0.0.1,,10.0.0.1'],
    ['a negative hop count', '-1'],
  ])('refuses %s with a message naming the value', (_label, value) => {
    expect(load(value)).toThrow(ConfigError);
    expect(load(value)).toThrow(/TRUST_PROXY/);
  });
});
