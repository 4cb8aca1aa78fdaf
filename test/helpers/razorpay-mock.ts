/**
 * A local stand-in for Razorpay and RazorpayX (the way stripe-mock serves
 * Stripe): a node:http server on an ephemeral port that checks Basic auth with
 * the key id and secret and answers the documented endpoints the app uses:
 * orders (create, fetch, their payments), payments (fetch), contacts, fund
 * accounts and payouts (create with X-Payout-Idempotency honoured, fetch), plus
 * the hosted checkout's form target. Tests drive the payer's and the bank's
 * side with helpers: pay an order (a captured payment and its checkout
 * signature), fail it, settle a payout, and send signed webhooks (or forged,
 * or replayed ones) to the app. Its records are the gateway's books for the
 * ledger:check reconciliation.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MockOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface MockPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  method: string;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface MockPayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: string;
  status: 'queued' | 'pending' | 'processing' | 'processed' | 'reversed' | 'failed' | 'rejected' | 'cancelled';
  mode: string;
  purpose: string;
  reference_id: string | null;
  narration: string | null;
  failure_reason: string | null;
  created_at: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
}

const now = () => Math.floor(Date.now() / 1000);
const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

export class RazorpayMock {
  readonly keyId = 'rzp_test_mock1234567';
  readonly keySecret = `mock_secret_${randomBytes(8).toString('hex')}`;
  readonly webhookSecret = `mock_webhook_${randomBytes(8).toString('hex')}`;
  readonly accountNumber = '7878780080316316';
  readonly orders = new Map<string, MockOrder>();
  readonly payments = new Map<string, MockPayment>();
  readonly contacts = new Map<string, Record<string, unknown>>();
  readonly fundAccounts = new Map<string, Record<string, unknown>>();
  readonly payouts = new Map<string, MockPayout>();
  readonly requests: RecordedRequest[] = [];
  /** While true, every API call is cut off without an answer (a network failure). */
  unreachable = false;
  private readonly payoutKeys = new Map<string, { bodyHash: string; payoutId: string }>();
  private server!: http.Server;
  url = '';

  static async start(): Promise<RazorpayMock> {
    const mock = new RazorpayMock();
    mock.server = http.createServer((req, res) => void mock.handle(req, res));
    await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
    mock.url = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
    return mock;
  }

  /** The app's configuration for this gateway. */
  env(): Record<string, string> {
    return {
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: this.keyId,
      RAZORPAY_KEY_SECRET: this.keySecret,
      RAZORPAY_WEBHOOK_SECRET: this.webhookSecret,
      RAZORPAYX_ACCOUNT_NUMBER: this.accountNumber,
      RAZORPAY_API_URL: this.url,
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ---- The payer's and the bank's side --------------------------------------------------------

  /** The payer completes the checkout: a captured payment of the order's amount and the signature Razorpay's checkout returns. */
  pay(orderId: string, opts: { amount?: number; method?: string } = {}): { payment: MockPayment; returnBody: Record<string, string> } {
    const order = this.orderOrThrow(orderId);
    const payment = this.newPayment(order, { status: 'captured', amount: opts.amount ?? order.amount, method: opts.method ?? 'upi' });
    if (payment.amount === order.amount) {
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    return { payment, returnBody: this.checkoutReturn(payment) };
  }

  /** The payer's bank declines: a failed payment on the order (the order stays payable). */
  fail(orderId: string, description = 'Payment was declined by the bank'): MockPayment {
    const order = this.orderOrThrow(orderId);
    return this.newPayment(order, { status: 'failed', amount: order.amount, method: 'card', errorCode: 'BAD_REQUEST_ERROR', errorDescription: description });
  }

  /** What Razorpay's checkout posts to callback_url after a successful payment. */
  checkoutReturn(payment: MockPayment): Record<string, string> {
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: payment.order_id,
      razorpay_signature: hmac(this.keySecret, `${payment.order_id}|${payment.id}`),
    };
  }

  /** What the checkout posts to callback_url after a failed attempt (unsigned error fields). */
  checkoutFailure(payment: MockPayment): Record<string, string> {
    return {
      'error[code]': payment.error_code ?? 'BAD_REQUEST_ERROR',
      'error[description]': payment.error_description ?? 'Payment failed',
      'error[source]': 'bank',
      'error[reason]': 'payment_failed',
      'error[metadata][payment_id]': payment.id,
      'error[metadata][order_id]': payment.order_id,
    };
  }

  /** The bank settles a payout (processed, reversed, failed...). */
  settlePayout(payoutId: string, status: MockPayout['status'], failureReason: string | null = null): MockPayout {
    const payout = this.payouts.get(payoutId);
    if (!payout) throw new Error(`no payout ${payoutId}`);
    payout.status = status;
    payout.failure_reason = failureReason;
    return payout;
  }

  // ---- Webhooks ---------------------------------------------------------------------------------

  /** A webhook's body as Razorpay sends it. */
  webhookBody(event: string, entities: { payment?: MockPayment; order?: MockOrder; payout?: MockPayout }): string {
    const payload: Record<string, { entity: unknown }> = {};
    for (const [k, v] of Object.entries(entities)) if (v) payload[k] = { entity: { ...v } };
    return JSON.stringify({ entity: 'event', account_id: 'acc_mock000000001', event, contains: Object.keys(payload), payload, created_at: now() });
  }

  /**
   * POSTs a webhook to the app, signed with the webhook secret (or with `secret`,
   * or carrying `signature` as given: a forgery). Returns the event id used, so a
   * test can replay it.
   */
  async sendWebhook(
    appUrl: string,
    event: string,
    entities: { payment?: MockPayment; order?: MockOrder; payout?: MockPayout },
    opts: { eventId?: string; secret?: string; signature?: string; body?: string } = {},
  ): Promise<{ status: number; json: any; eventId: string; body: string }> {
    const body = opts.body ?? this.webhookBody(event, entities);
    const eventId = opts.eventId ?? rid('evt');
    const signature = opts.signature ?? hmac(opts.secret ?? this.webhookSecret, body);
    const res = await fetch(`${appUrl}/escrow/webhooks/razorpay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId, 'user-agent': 'Razorpay-Webhook/v1' },
      body,
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, json, eventId, body };
  }

  /** Sends the same signed body and event id again (Razorpay retries, or an attacker replays a captured request). */
  replayWebhook(appUrl: string, sent: { eventId: string; body: string }) {
    return this.sendWebhook(appUrl, '', {}, { eventId: sent.eventId, body: sent.body });
  }

  // ---- The API ------------------------------------------------------------------------------------

  private orderOrThrow(id: string): MockOrder {
    const o = this.orders.get(id);
    if (!o) throw new Error(`no order ${id}`);
    return o;
  }

  private newPayment(order: MockOrder, p: { status: MockPayment['status']; amount: number; method: string; errorCode?: string; errorDescription?: string }): MockPayment {
    order.attempts++;
    if (order.status === 'created') order.status = 'attempted';
    const payment: MockPayment = {
      id: rid('pay'),
      entity: 'payment',
      amount: p.amount,
      currency: order.currency,
      status: p.status,
      order_id: order.id,
      method: p.method,
      captured: p.status === 'captured',
      error_code: p.errorCode ?? null,
      error_description: p.errorDescription ?? null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (this.unreachable) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://mock');
    const path = url.pathname;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const bad = (description: string, status = 400) =>
      send(status, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' } });

    if (req.method === 'POST' && path === '/v1/checkout/embedded') {
      // The hosted checkout page the payer's browser lands on.
      const form = new URLSearchParams(raw);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Razorpay Checkout (mock)</title><p>Pay order ${form.get('order_id') ?? '?'} of ${form.get('amount') ?? '?'} paise</p>`);
      return;
    }

    const auth = req.headers.authorization ?? '';
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (auth !== expected) return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } });

    let body: any = {};
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return bad('The request body is not JSON');
      }
    }
    const idem = typeof req.headers['x-payout-idempotency'] === 'string' ? req.headers['x-payout-idempotency'] : null;
    this.requests.push({ method: req.method ?? '', path, idempotencyKey: idem, body });

    /** The path's match of `re` on a GET, else null. */
    const getPath = (re: RegExp) => (req.method === 'GET' ? path.match(re) : null);
    if (req.method === 'POST' && path === '/v1/orders') {
      if (!Number.isInteger(body.amount) || body.amount < 100) return bad('The amount must be atleast INR 1.00');
      if (body.currency !== 'INR') return bad('The currency is not supported');
      const order: MockOrder = {
        id: rid('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt ?? null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? {},
        created_at: now(),
      };
      this.orders.set(order.id, order);
      return send(200, order);
    }
    const orderPath = getPath(/^\/v1\/orders\/([\w]+)$/);
    if (orderPath) {
      const o = this.orders.get(orderPath[1]);
      return o ? send(200, o) : bad('The id provided does not exist');
    }
    const orderPaymentsPath = getPath(/^\/v1\/orders\/([\w]+)\/payments$/);
    if (orderPaymentsPath) {
      const orderId = orderPaymentsPath[1];
      if (!this.orders.has(orderId)) return bad('The id provided does not exist');
      const items = [...this.payments.values()].filter((p) => p.order_id === orderId);
      return send(200, { entity: 'collection', count: items.length, items });
    }
    const paymentPath = getPath(/^\/v1\/payments\/([\w]+)$/);
    if (paymentPath) {
      const p = this.payments.get(paymentPath[1]);
      return p ? send(200, p) : bad('The id provided does not exist');
    }
    if (req.method === 'POST' && path === '/v1/contacts') {
      if (typeof body.name !== 'string' || !body.name) return bad('The name field is required.');
      const existing = [...this.contacts.values()].find((c) => c.name === body.name && c.reference_id === body.reference_id);
      if (existing) return send(200, existing);
      const contact = { id: rid('cont'), entity: 'contact', name: body.name, type: body.type ?? null, reference_id: body.reference_id ?? null, active: true, created_at: now() };
      this.contacts.set(contact.id, contact);
      return send(201, contact);
    }
    if (req.method === 'POST' && path === '/v1/fund_accounts') {
      if (!this.contacts.has(body.contact_id)) return bad('The contact id provided does not exist');
      if (body.account_type === 'vpa' && !/^[\w.-]+@[\w]+$/.test(body.vpa?.address ?? '')) return bad('Invalid VPA');
      if (body.account_type === 'bank_account' && !(body.bank_account?.ifsc && body.bank_account?.account_number && body.bank_account?.name)) return bad('Invalid bank account');
      if (body.account_type !== 'vpa' && body.account_type !== 'bank_account') return bad('Invalid account type');
      // Like RazorpayX, the same details for the same contact give back the existing fund account.
      const same = [...this.fundAccounts.values()].find(
        (f) => f.contact_id === body.contact_id && f.account_type === body.account_type && JSON.stringify(f.vpa ?? f.bank_account) === JSON.stringify(body.vpa ?? body.bank_account),
      );
      if (same) return send(200, same);
      const fa = {
        id: rid('fa'),
        entity: 'fund_account',
        contact_id: body.contact_id,
        account_type: body.account_type,
        vpa: body.vpa,
        bank_account: body.bank_account,
        active: true,
        created_at: now(),
      };
      this.fundAccounts.set(fa.id, fa);
      return send(201, fa);
    }
    if (req.method === 'POST' && path === '/v1/payouts') {
      if (!idem) return bad('X-Payout-Idempotency header is required');
      const bodyHash = JSON.stringify(body);
      const prior = this.payoutKeys.get(idem);
      if (prior) {
        if (prior.bodyHash !== bodyHash) return bad('Different request body sent for the same idempotency key');
        return send(200, this.payouts.get(prior.payoutId));
      }
      if (body.account_number !== this.accountNumber) return bad('The account number is invalid');
      if (!this.fundAccounts.has(body.fund_account_id)) return bad('The fund account id provided does not exist');
      if (!Number.isInteger(body.amount) || body.amount < 100) return bad('The amount must be atleast INR 1.00');
      const fa = this.fundAccounts.get(body.fund_account_id)!;
      if ((fa.account_type === 'vpa') !== (body.mode === 'UPI')) return bad('The payout mode does not suit the fund account');
      const payout: MockPayout = {
        id: rid('pout'),
        entity: 'payout',
        fund_account_id: body.fund_account_id,
        amount: body.amount,
        currency: body.currency,
        status: 'processing',
        mode: body.mode,
        purpose: body.purpose,
        reference_id: body.reference_id ?? null,
        narration: body.narration ?? null,
        failure_reason: null,
        created_at: now(),
      };
      this.payouts.set(payout.id, payout);
      this.payoutKeys.set(idem, { bodyHash, payoutId: payout.id });
      return send(200, payout);
    }
    if (req.method === 'GET' && path === '/v1/payouts') {
      if (url.searchParams.get('account_number') !== this.accountNumber) return bad('The account number is invalid');
      const ref = url.searchParams.get('reference_id');
      const items = [...this.payouts.values()].filter((p) => ref === null || p.reference_id === ref);
      return send(200, { entity: 'collection', count: items.length, items });
    }
    const payoutPath = getPath(/^\/v1\/payouts\/([\w]+)$/);
    if (payoutPath) {
      const p = this.payouts.get(payoutPath[1]);
      return p ? send(200, p) : bad('The id provided does not exist');
    }
    return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
  }
}
