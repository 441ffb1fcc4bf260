// A stand-in for the browser's fetch in the `web` test project: every request the code under test
// sends is recorded and held until the test answers it (a status and a JSON body) or drops it (the
// browser's "Failed to fetch"), so that a test decides what the server says and when, without a
// server and without waiting.
import { vi } from 'vitest';

// Captured before a test fakes the timers: how long `next` waits in real time before it gives up.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const NEXT_REQUEST_LIMIT_MS = 2000;

export interface SentRequest {
  method: string;
  /** The path and query, as the code asked for them. */
  path: string;
  /** The JSON body, parsed; undefined for a request without one. */
  body: unknown;
}

export interface HeldRequest extends SentRequest {
  /** Answers with a status and a JSON body. */
  reply(status: number, body?: unknown): void;
  /** The connection drops before an answer: fetch rejects as a browser's does. */
  fail(): void;
  readonly answered: boolean;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

export function stubFetch() {
  const requests: HeldRequest[] = [];
  const arrivals = new Set<() => void>();

  const fetchStub = (input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      let answered = false;
      const settle = (then: () => void) => {
        if (answered) throw new Error(`${request.method} ${request.path} was answered already`);
        answered = true;
        then();
      };
      const request: HeldRequest = {
        method: init.method ?? 'GET',
        path: String(input),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        reply: (status, body) => settle(() => resolve(jsonResponse(status, body))),
        fail: () => settle(() => reject(new TypeError('Failed to fetch'))),
        get answered() {
          return answered;
        },
      };
      init.signal?.addEventListener('abort', () => {
        if (!answered) settle(() => reject(init.signal?.reason));
      });
      requests.push(request);
      for (const arrived of arrivals) arrived();
    });
  vi.stubGlobal('fetch', vi.fn(fetchStub));

  let handedOut = 0;
  const take = () => {
    const request = requests[handedOut];
    if (request) handedOut += 1;
    return request;
  };
  return {
    /** Every request sent so far, answered or not, in the order they were sent. */
    requests,
    /** The requests still waiting for an answer. */
    get open(): HeldRequest[] {
      return requests.filter((request) => !request.answered);
    },
    /**
     * The next request in the order they were sent (each is handed out once), once it has been sent;
     * a test that expects a request that never comes fails after two seconds, not at its time limit.
     */
    next(): Promise<HeldRequest> {
      const sent = take();
      if (sent) return Promise.resolve(sent);
      return new Promise((resolve, reject) => {
        const arrived = () => {
          const request = take();
          if (!request) return;
          arrivals.delete(arrived);
          realClearTimeout(limit);
          resolve(request);
        };
        const limit = realSetTimeout(() => {
          arrivals.delete(arrived);
          const sent = requests.map((request) => `${request.method} ${request.path}`).join(', ') || 'none';
          reject(new Error(`No further request arrived (sent so far: ${sent})`));
        }, NEXT_REQUEST_LIMIT_MS);
        arrivals.add(arrived);
      });
    },
  };
}

export type FetchStub = ReturnType<typeof stubFetch>;
