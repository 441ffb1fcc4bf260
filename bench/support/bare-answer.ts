import http from 'node:http';

/**
 * What a route of the site answered, byte for byte: the status, the headers (but those that each
 * connection or each moment sets anew) and the body, in base64 so that it travels as JSON.
 */
export interface CapturedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

/** Set for each response by whichever server sends it: not part of what a route answers. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export interface CaptureRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Asks `url` once over plain node:http, as the load generator asks (no Accept-Encoding, so the
 * body is the one the measured requests receive), and keeps the answer.
 */
export function captureAnswer(url: string, request: CaptureRequest = {}): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method: request.method ?? 'GET', headers: request.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const headers: CapturedAnswer['headers'] = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !PER_RESPONSE.has(name)) headers[name] = value;
          }
          resolve({
            status: answer.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * A server that does nothing but send `answer` to every request, whatever its method, path or body:
 * the most any server on this machine could answer with the same bytes.
 */
export function bareServer(answer: CapturedAnswer): http.Server {
  const body = Buffer.from(answer.body, 'base64');
  const headers = { ...answer.headers, 'content-length': String(body.byteLength) };
  return http.createServer((request, response) => {
    // The request body is read to its end, as a route reads it, before the answer goes out.
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, headers);
      response.end(body);
    });
  });
}
