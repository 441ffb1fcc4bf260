import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as it reached the stub, so tests can assert what the server sent to PayPal. */
export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON, the raw text for other bodies, or null when there was none. */
  body: unknown;
}

export interface StubOrder {
  id: string;
  status: 'CREATED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  /** How many times money was actually taken for this order; idempotent repeats do not count. */
  captureCount: number;
}

export interface PayPalStub {
  url: string;
  clientId: string;
  clientSecret: string;
  requests: StubRequest[];
  orders: Map<string, StubOrder>;
  /** The environment that points the app at this stub. */
  env: () => Record<string, string>;
  /** Every request whose path matches answers `status` with a PayPal-style error until `heal()`. */
  failWith: (status: number, path?: RegExp) => void;
  heal: () => void;
  /**
   * The status of the payment in the captures that follow (COMPLETED unless set): PayPal marks the
   * order COMPLETED either way, and tells a payment still under review (PENDING) or refused by the
   * bank (DECLINED) only in the capture itself.
   */
  captureStatus: (status: CaptureStatus) => void;
  /** Invalidates every access token handed out so far, as PayPal does when a token is revoked. */
  revokeTokens: () => void;
  /**
   * Forgets the requests, orders and replays seen so far and answers as a fresh stub does (no
   * failure, payments COMPLETED), so that each test of a shared stub starts from the same state.
   * The access tokens stay valid: the server keeps the one it holds.
   */
  reset: () => void;
  /** The requests to paths matching the pattern. */
  requestsTo: (path: RegExp) => StubRequest[];
  close: () => Promise<void>;
}

export type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED';

export interface PayPalStubOptions {
  clientId?: string;
  clientSecret?: string;
}

interface Answer {
  status: number;
  body: unknown;
}

const MONEY = /^\d{1,7}(\.\d{2})?$/;

/** PayPal's order ids: 17 upper-case letters and digits. */
function paypalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(17), (byte) => alphabet[byte % alphabet.length]).join('');
}

function paypalError(status: number, name: string, message: string, issue?: string): Answer {
  return {
    status,
    body: {
      name,
      message,
      debug_id: randomBytes(6).toString('hex'),
      ...(issue ? { details: [{ issue, description: message }] } : {}),
    },
  };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  if (request.headers['content-type']?.includes('application/json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** A stand-in for PayPal's REST API (OAuth, client tokens, orders) on a free local port. */
export async function startPayPalStub(options: PayPalStubOptions = {}): Promise<PayPalStub> {
  const clientId = options.clientId ?? 'stub-client-id';
  const clientSecret = options.clientSecret ?? 'stub-client-secret';
  const requests: StubRequest[] = [];
  const orders = new Map<string, StubOrder>();
  const tokens = new Set<string>();
  // PayPal answers a repeated PayPal-Request-Id with the first answer instead of acting again.
  const replays = new Map<string, Answer>();
  let failure: { status: number; path: RegExp } | undefined;
  let paymentStatus: CaptureStatus = 'COMPLETED';

  function token(request: StubRequest): Answer | undefined {
    const auth = request.headers.authorization ?? '';
    const value = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : '';
    if (!tokens.has(value)) {
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      };
    }
    return undefined;
  }

  function issueToken(request: StubRequest): Answer {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    if (
      typeof request.body !== 'string' ||
      new URLSearchParams(request.body).get('grant_type') !== 'client_credentials'
    ) {
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'Grant type is not supported' },
      };
    }
    const value = `A21AA${randomBytes(24).toString('hex')}`;
    tokens.add(value);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments',
        access_token: value,
        token_type: 'Bearer',
        expires_in: 32400,
      },
    };
  }

  function createOrder(request: StubRequest): Answer {
    const body = request.body as {
      intent?: unknown;
      purchase_units?: Array<{ amount?: { currency_code?: unknown; value?: unknown } }>;
    } | null;
    if (!body || typeof body !== 'object') {
      return paypalError(400, 'INVALID_REQUEST', 'Request is not well-formed', 'MALFORMED_REQUEST_JSON');
    }
    if (body.intent !== 'CAPTURE') {
      return paypalError(400, 'INVALID_REQUEST', 'Intent must be CAPTURE', 'INVALID_PARAMETER_VALUE');
    }
    const amount = body.purchase_units?.[0]?.amount;
    if (!amount || typeof amount.currency_code !== 'string' || !/^[A-Z]{3}$/.test(amount.currency_code)) {
      return paypalError(
        400,
        'INVALID_REQUEST',
        'Currency code is missing or invalid',
        'MISSING_REQUIRED_PARAMETER',
      );
    }
    if (typeof amount.value !== 'string' || !MONEY.test(amount.value) || Number(amount.value) <= 0) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'Amount value is not valid', 'DECIMAL_PRECISION');
    }
    const order: StubOrder = {
      id: paypalId(),
      status: 'CREATED',
      amount: { currency_code: amount.currency_code, value: amount.value },
      captureCount: 0,
    };
    orders.set(order.id, order);
    return {
      status: 201,
      body: {
        id: order.id,
        status: order.status,
        links: [
          {
            href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
            rel: 'approve',
            method: 'GET',
          },
        ],
      },
    };
  }

  function capture(orderId: string): Answer {
    const order = orders.get(orderId);
    if (!order) {
      return paypalError(
        404,
        'RESOURCE_NOT_FOUND',
        'The specified resource does not exist.',
        'INVALID_RESOURCE_ID',
      );
    }
    if (order.status === 'COMPLETED') {
      return paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
        'ORDER_ALREADY_CAPTURED',
      );
    }
    order.status = 'COMPLETED';
    if (paymentStatus !== 'DECLINED') order.captureCount += 1;
    return {
      status: 201,
      body: {
        id: order.id,
        status: 'COMPLETED',
        // PayPal also returns who paid; the site must not keep it.
        payer: {
          name: { given_name: 'Pat', surname: 'Payer' },
          email_address: 'pat.payer@example.com',
          payer_id: 'PAYERID12345',
        },
        payment_source: { paypal: { email_address: 'pat.payer@example.com', account_id: 'PAYERID12345' } },
        purchase_units: [
          {
            reference_id: 'default',
            shipping: { name: { full_name: 'Pat Payer' }, address: { address_line_1: '1 Main St' } },
            payments: {
              captures: [
                {
                  id: paypalId(),
                  status: paymentStatus,
                  ...(paymentStatus === 'PENDING'
                    ? { status_details: { reason: 'PENDING_REVIEW' } }
                    : paymentStatus === 'DECLINED'
                      ? { status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' } }
                      : {}),
                  amount: { ...order.amount },
                  final_capture: true,
                },
              ],
            },
          },
        ],
      },
    };
  }

  function route(request: StubRequest): Answer {
    if (failure?.path.test(request.path)) {
      return paypalError(failure.status, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
    }
    if (request.method !== 'POST') return paypalError(405, 'METHOD_NOT_SUPPORTED', 'Method not supported');
    if (request.path === '/v1/oauth2/token') return issueToken(request);
    const refused = token(request);
    if (refused) return refused;
    if (request.path === '/v1/identity/generate-token') {
      return {
        status: 200,
        body: { client_token: `stub-client-token-${randomBytes(8).toString('hex')}`, expires_in: 3600 },
      };
    }
    const requestId = request.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `${request.path} ${requestId}` : undefined;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return replay;
    let answer: Answer | undefined;
    if (request.path === '/v2/checkout/orders') answer = createOrder(request);
    const match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(request.path);
    if (match) answer = capture(decodeURIComponent(match[1] as string));
    if (!answer) return paypalError(404, 'NOT_FOUND', 'No such endpoint');
    if (replayKey && answer.status < 500) replays.set(replayKey, answer);
    return answer;
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    readBody(incoming).then(
      (body) => {
        const request: StubRequest = {
          method: incoming.method ?? '',
          path: new URL(incoming.url ?? '/', 'http://stub').pathname,
          headers: incoming.headers,
          body,
        };
        requests.push(request);
        const answer = route(request);
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      },
      () => {
        response.writeHead(400).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    requests,
    orders,
    env: () => ({ PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_API_BASE: url }),
    failWith: (status, path = /.*/) => {
      failure = { status, path };
    },
    heal: () => {
      failure = undefined;
    },
    captureStatus: (status) => {
      paymentStatus = status;
    },
    revokeTokens: () => tokens.clear(),
    reset: () => {
      requests.length = 0;
      orders.clear();
      replays.clear();
      failure = undefined;
      paymentStatus = 'COMPLETED';
    },
    requestsTo: (path) => requests.filter((request) => path.test(request.path)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
