import http from 'node:http';
import type { Send } from '../../tests/helpers/play-game.ts';

/** One answer as a browser sees it, and which instance served it (the balancer's X-Upstream). */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read as JSON, as response.json() gives them
  body: any;
  /** The instance that answered: the balancer's X-Upstream, or the address asked directly. */
  servedBy: string;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Ask this site (an instance directly) instead of the browser's own (the balancer). */
  via?: string;
  /** Leave the cookie jar out of this request (a request replayed with an old cookie, say). */
  cookie?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** How many requests each instance served, over every browser. */
export const servedCounts = new Map<string, number>();

/**
 * A browser of one client: it connects from its own loopback address (127.0.0.x, so that each
 * client is a different address behind the balancer) and keeps the cookies the site sets, as a
 * browser does, so that signing in and out changes what it sends next.
 */
export class Browser {
  readonly address: string;
  readonly #site: string;
  readonly #cookies = new Map<string, string>();
  /** Which instance served each request of this browser, in order. */
  readonly servedBy: string[] = [];

  constructor(site: string, address: string) {
    this.#site = site;
    this.address = address;
  }

  /** The Cookie header this browser sends now. */
  cookie(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasCookie(name: string): boolean {
    return this.#cookies.has(name);
  }

  forget(name: string): void {
    this.#cookies.delete(name);
  }

  #keep(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const gone = attributes.some(
        (attribute) =>
          /^max-age=0$/i.test(attribute) ||
          (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()),
      );
      if (gone || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  request(method: string, url: string, options: RequestOptions = {}): Promise<Answer> {
    const base = new URL(options.via ?? this.#site);
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { ...options.headers };
    const cookie = options.cookie ?? this.cookie();
    if (cookie) headers.cookie = cookie;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        {
          host: base.hostname,
          port: base.port,
          path: url,
          method,
          headers,
          agent,
          localAddress: this.address,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (options.cookie === undefined) this.#keep(response.headers['set-cookie']);
            let body: unknown = text;
            if (String(response.headers['content-type']).startsWith('application/json') && text) {
              body = JSON.parse(text);
            }
            // nginx lists every instance it tried ("a, b" when the first could not be reached): the last answered.
            const upstream = String(response.headers['x-upstream'] ?? '')
              .split(',')
              .at(-1)
              ?.trim();
            const servedBy = upstream || base.host;
            this.servedBy.push(servedBy);
            servedCounts.set(servedBy, (servedCounts.get(servedBy) ?? 0) + 1);
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body, servedBy });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  get(url: string, options: RequestOptions = {}): Promise<Answer> {
    return this.request('GET', url, options);
  }

  post(url: string, body?: unknown, options: RequestOptions = {}): Promise<Answer> {
    return this.request('POST', url, { ...options, body: body ?? options.body });
  }

  /** The sender the game helpers play with: this browser's cookies, through the balancer. */
  sender(): Send {
    return async ({ method, url, payload }) => {
      const answer = await this.request(method, url, { body: payload });
      return { status: answer.status, body: answer.body };
    };
  }
}

/** Closes the kept-alive connections, so that the process can end. */
export function closeBrowsers(): void {
  agent.destroy();
}
