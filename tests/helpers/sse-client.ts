// A Server-Sent Events client for the API tests: a real HTTP connection to a listening app, with
// the events parsed as a browser's EventSource parses them (id, event, data; comment lines kept apart).
import http from 'node:http';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface OpenedStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body for an answer that is not a stream (an error). */
  body: () => Promise<string>;
  events: StreamEvent[];
  comments: string[];
  /** The next event (from those not yet taken) that `matches`, waiting up to `timeoutMs`. */
  next: (matches?: (event: StreamEvent) => boolean, timeoutMs?: number) => Promise<StreamEvent>;
  /** Resolves when the server ends the stream: 'end' when it ended it cleanly, 'error' otherwise. */
  ended: Promise<'end' | 'error'>;
  close: () => void;
}

/** The address of a listening app. */
export function baseUrl(app: { server: { address: () => unknown } }): string {
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

/** Opens `url` as a stream (Accept: text/event-stream) and resolves once the answer's head arrived. */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false });
    request.on('error', reject);
    request.on('response', (response) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      let taken = 0;
      const waiters = new Set<() => void>();
      let buffer = '';
      let raw = '';
      const ended = new Promise<'end' | 'error'>((done) => {
        response.on('end', () => done('end'));
        response.on('error', () => done('error'));
        response.on('aborted', () => done('error'));
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let split = buffer.indexOf('\n\n');
        while (split !== -1) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const event: StreamEvent = { id: undefined, event: 'message', data: '' };
          const data: string[] = [];
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              const field = colon === -1 ? line : line.slice(0, colon);
              const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
              isEvent = true;
              if (field === 'id') event.id = value;
              else if (field === 'event') event.event = value;
              else if (field === 'data') data.push(value);
            }
          }
          if (isEvent) {
            event.data = data.join('\n');
            events.push(event);
          }
          split = buffer.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      });
      const next: OpenedStream['next'] = (matches = () => true, timeoutMs = 5000) =>
        new Promise((found, fail) => {
          const look = () => {
            while (taken < events.length) {
              const event = events[taken] as StreamEvent;
              taken += 1;
              if (matches(event)) {
                clearTimeout(timer);
                waiters.delete(look);
                found(event);
                return;
              }
            }
          };
          const timer = setTimeout(() => {
            waiters.delete(look);
            fail(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(events)}`));
          }, timeoutMs);
          waiters.add(look);
          look();
        });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: async () => {
          await ended;
          return raw;
        },
        events,
        comments,
        next,
        ended,
        close: () => {
          request.destroy();
        },
      });
    });
  });
}
