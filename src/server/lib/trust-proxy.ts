import { isIP } from 'node:net';

/**
 * Which proxies in front of the server may say who the client is (X-Forwarded-For, -Host, -Proto).
 * `addresses`: the proxies' own addresses or ranges; the client is the first address, from the
 * right of the chain, that is not one of them. `hops`: that many proxies, whatever their addresses;
 * safe only when no client can reach the server except through them (see README).
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'addresses'; addresses: string[] }
  | { kind: 'hops'; count: number };

/** Names of address ranges that Fastify's proxy-addr knows. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 20;

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; throws an Error whose message says what is wrong with the value. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (text === 'true') {
    throw new Error(
      'true would let any client choose its own address with X-Forwarded-For; name the proxies (addresses or CIDR ranges, such as 10.0.0.0/8) or give their number',
    );
  }
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    if (count > MAX_HOPS) throw new Error(`a hop count of at most ${MAX_HOPS} (got ${text})`);
    return { kind: 'hops', count };
  }
  const addresses = text.split(',').map((entry) => entry.trim());
  const wrong = addresses.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `not an IP address, CIDR range, loopback, linklocal or uniquelocal: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
    );
  }
  return { kind: 'addresses', addresses };
}

/**
 * Fastify's `trustProxy` for this setting. Fastify ignores a bare number, so a hop count is a trust
 * function: the socket's peer is hop 0, the rightmost X-Forwarded-For entry hop 1, and so on; the
 * first `count` of them are proxies and the next one is the client.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'addresses':
      return trust.addresses;
    case 'hops':
      return (_address, hop) => hop < trust.count;
  }
}
