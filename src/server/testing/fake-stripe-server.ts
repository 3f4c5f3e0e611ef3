import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake Stripe API received it; the SDK sends form-encoded bodies. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: URLSearchParams;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer;

export interface FakeStripe {
  /** `http://127.0.0.1:PORT`: the provider's `apiUrl` / STRIPE_API_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Answers the next matching request with `answer` instead of the default (once). */
  answerOnce(method: string, path: string | RegExp, answer: FakeAnswer): void;
  close(): Promise<void>;
}

/**
 * A small stand-in for api.stripe.com on 127.0.0.1: it records every request and answers canned
 * Stripe objects (defaultStripeAnswer), so tests can assert exactly what the SDK sent.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const overrides: { method: string; path: string | RegExp; answer: FakeAnswer }[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.stripe');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(recorded);
      const index = overrides.findIndex((o) => o.method === recorded.method && (typeof o.path === 'string' ? o.path === recorded.path : o.path.test(recorded.path)));
      const answer = index >= 0 ? overrides.splice(index, 1)[0].answer : defaultStripeAnswer(recorded);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'request-id': `req_${requests.length}`, ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerOnce(method, path, answer) {
      overrides.push({ method, path, answer });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A Stripe error body as the API sends it. */
export function stripeError(status: number, type: string, message: string, code?: string): FakeAnswer {
  // `stripe-should-retry: false` as Stripe sends it, so the SDK does not retry the canned failure.
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } }, headers: { 'stripe-should-retry': 'false' } };
}

/** The objects Stripe would answer, shaped from what was sent. */
export function defaultStripeAnswer(request: RecordedRequest): FakeAnswer {
  const { method, path, body } = request;
  const created = Math.floor(Date.now() / 1000);
  let match: RegExpMatchArray | null;

  if (method === 'POST' && path === '/v1/checkout/sessions') {
    return { body: checkoutSessionObject('cs_test_fake', { status: 'open', payment_status: 'unpaid', amount_total: Number(body.get('line_items[0][price_data][unit_amount]')), metadata: metadataOf(body, 'metadata') }) };
  }
  if ((match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)) && method === 'GET') {
    return { body: checkoutSessionObject(match[1], {}) };
  }
  if ((match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/)) && method === 'POST') {
    return { body: checkoutSessionObject(match[1], { status: 'expired' }) };
  }
  if ((match = path.match(/^\/v1\/payment_intents\/([^/]+)\/capture$/)) && method === 'POST') {
    return { body: paymentIntentObject(match[1], 'succeeded') };
  }
  if ((match = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/)) && method === 'POST') {
    return { body: paymentIntentObject(match[1], 'canceled') };
  }
  if ((match = path.match(/^\/v1\/payment_intents\/([^/]+)$/)) && method === 'GET') {
    return { body: paymentIntentObject(match[1], 'requires_capture') };
  }
  if (method === 'POST' && path === '/v1/refunds') {
    return {
      body: { id: 're_test_fake', object: 'refund', amount: Number(body.get('amount')), currency: 'jpy', status: 'succeeded', payment_intent: body.get('payment_intent'), metadata: metadataOf(body, 'metadata'), created },
    };
  }
  return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
}

export function checkoutSessionObject(id: string, fields: Record<string, unknown>) {
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    currency: 'jpy',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: 45000,
    payment_intent: null,
    metadata: {},
    url: `https://checkout.stripe.com/c/pay/${id}`,
    expires_at: Math.floor(Date.now() / 1000) + 1800,
    ...fields,
  };
}

export function paymentIntentObject(id: string, status: string, fields: Record<string, unknown> = {}) {
  return { id, object: 'payment_intent', amount: 45000, currency: 'jpy', status, capture_method: 'manual', metadata: {}, ...fields };
}

/** `metadata[key]=value` form fields back into an object. */
function metadataOf(body: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of body) {
    const m = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`));
    if (m) out[m[1]] = value;
  }
  return out;
}
