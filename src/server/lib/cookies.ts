import type { FastifyRequest } from 'fastify';

/** Host names that only ever reach this machine, where the site may be served over plain HTTP. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a cookie set or cleared in answer to this request is Secure (sent only over HTTPS):
 * always when PUBLIC_ORIGIN is https, never when it is http, and without PUBLIC_ORIGIN unless the
 * request's Host (or a trusted proxy's X-Forwarded-Host) is a loopback name. NODE_ENV plays no part,
 * so a real deployment started without it still keeps its cookies off plain connections.
 */
function cookieIsSecure(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (publicOrigin) return new URL(publicOrigin).protocol === 'https:';
  return !LOOPBACK_HOSTS.has(request.hostname.toLowerCase());
}

/**
 * The name a cookie goes by. A Secure cookie takes the `__Host-` prefix, which browsers accept only
 * from HTTPS with Path=/ and no Domain, so a plain-HTTP page or a sibling domain cannot set one in
 * its place. Set it with `path: '/'` and no `domain`, and read it under the same name.
 */
function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/**
 * One of the site's own cookies as this request sets, reads and clears it: its name (`__Host-` where
 * Secure) and its attributes (HttpOnly, SameSite=Lax, Path=/, Secure by the rule above).
 */
export function siteCookie(request: FastifyRequest, name: string, publicOrigin: string | undefined) {
  const secure = cookieIsSecure(request, publicOrigin);
  return {
    name: cookieName(name, secure),
    options: { path: '/', httpOnly: true, sameSite: 'lax', secure } as const,
  };
}

/**
 * A cookie this request carries. The Cookie header is parsed on first use, by the few routes that
 * read a cookie, rather than for every request the server answers.
 */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const { cookie } = request.headers;
  request.cookies ??= cookie ? request.server.parseCookie(cookie) : {};
  return request.cookies[name];
}
