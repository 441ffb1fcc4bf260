import type { FastifyRequest } from 'fastify';

/** Host names that only ever reach this machine, where the site may be served over plain HTTP. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a cookie set or cleared in answer to this request is Secure (sent only over HTTPS):
 * always when PUBLIC_ORIGIN is https, never when it is http, and without PUBLIC_ORIGIN unless the
 * request's Host (or a trusted proxy's X-Forwarded-Host) is a loopback name. NODE_ENV plays no part,
 * so a real deployment started without it still keeps its cookies off plain connections.
 */
export function cookieIsSecure(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (publicOrigin) return new URL(publicOrigin).protocol === 'https:';
  return !LOOPBACK_HOSTS.has(request.hostname.toLowerCase());
}

/**
 * The name a cookie goes by. A Secure cookie takes the `__Host-` prefix, which browsers accept only
 * from HTTPS with Path=/ and no Domain, so a plain-HTTP page or a sibling domain cannot set one in
 * its place. Set it with `path: '/'` and no `domain`, and read it under the same name.
 */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}
