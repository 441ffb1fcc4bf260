import type { PayPalConfig } from '../../config.ts';

/**
 * A small typed client of PayPal's REST API (OAuth client credentials, client tokens, orders).
 * PayPal's server SDK only knows its two hosted environments, and tests must talk to a local stub,
 * so the base URL is configuration here.
 */
export class PayPalError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface PayPalOrder {
  id: string;
  status: string;
}

export interface PayPalCapture {
  id: string;
  /**
   * The payment's status as the capture reports it (COMPLETED, PENDING, DECLINED, ...): the order
   * is COMPLETED as soon as it was captured, whether or not the money moved.
   */
  status: string;
  captureId: string | null;
  amount: string | null;
  currency: string | null;
  raw: unknown;
}

interface AccessToken {
  value: string;
  expiresAt: number;
}

const TIMEOUT_MS = 10_000;

export class PayPalClient {
  readonly #config: PayPalConfig;
  #token: AccessToken | undefined;
  #pendingToken: Promise<AccessToken> | undefined;

  constructor(config: PayPalConfig) {
    this.#config = config;
  }

  get clientId(): string {
    return this.#config.clientId;
  }

  async #fetch(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.#config.apiBase), {
        ...init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PayPalError(503, `PayPal could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { message: text };
    }
    if (!response.ok) {
      const detail = (body as { message?: string; error_description?: string } | null) ?? {};
      throw new PayPalError(
        response.status,
        detail.message ?? detail.error_description ?? response.statusText,
      );
    }
    return body;
  }

  async #accessToken(): Promise<string> {
    if (this.#token && this.#token.expiresAt > Date.now() + 60_000) return this.#token.value;
    // Requests that arrive together share one token request instead of each asking PayPal.
    this.#pendingToken ??= this.#requestToken().finally(() => {
      this.#pendingToken = undefined;
    });
    return (await this.#pendingToken).value;
  }

  async #requestToken(): Promise<AccessToken> {
    const credentials = Buffer.from(`${this.#config.clientId}:${this.#config.clientSecret}`).toString(
      'base64',
    );
    const body = (await this.#fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PayPalError(502, 'PayPal returned no access token');
    this.#token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 300) * 1000 };
    return this.#token;
  }

  async #call(path: string, method: string, payload?: unknown, requestId?: string): Promise<unknown> {
    const init = (token: string): RequestInit => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      };
      if (requestId) headers['paypal-request-id'] = requestId;
      return { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) };
    };
    const token = await this.#accessToken();
    try {
      return await this.#fetch(path, init(token));
    } catch (error) {
      // PayPal can revoke a token before the expiry it announced; one fresh token is worth a retry,
      // and the request id makes the retry safe for orders and captures.
      if (!(error instanceof PayPalError) || error.status !== 401) throw error;
      if (this.#token?.value === token) this.#token = undefined;
      return this.#fetch(path, init(await this.#accessToken()));
    }
  }

  /** A client token for PayPal's JavaScript SDK on the support page. */
  async clientToken(): Promise<string> {
    const body = (await this.#call('/v1/identity/generate-token', 'POST', {})) as { client_token?: string };
    if (!body.client_token) throw new PayPalError(502, 'PayPal returned no client token');
    return body.client_token;
  }

  async createOrder(amount: string, currency: string, requestId: string): Promise<PayPalOrder> {
    const body = (await this.#call(
      '/v2/checkout/orders',
      'POST',
      {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: currency, value: amount }, description: 'Donation' }],
      },
      requestId,
    )) as { id?: string; status?: string };
    if (!body.id) throw new PayPalError(502, 'PayPal returned no order id');
    return { id: body.id, status: body.status ?? 'CREATED' };
  }

  /** Captures an order; the request id makes PayPal treat repeats as the same capture. */
  async captureOrder(orderId: string): Promise<PayPalCapture> {
    const raw = (await this.#call(
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      'POST',
      {},
      `capture-${orderId}`,
    )) as {
      id?: string;
      status?: string;
      purchase_units?: Array<{
        payments?: {
          captures?: Array<{
            id?: string;
            status?: string;
            amount?: { value?: string; currency_code?: string };
          }>;
        };
      }>;
    };
    const capture = raw.purchase_units?.[0]?.payments?.captures?.[0];
    return {
      id: raw.id ?? orderId,
      status: capture?.status ?? 'UNKNOWN',
      captureId: capture?.id ?? null,
      amount: capture?.amount?.value ?? null,
      currency: capture?.amount?.currency_code ?? null,
      raw,
    };
  }
}
