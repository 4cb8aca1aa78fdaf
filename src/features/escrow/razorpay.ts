/**
 * Razorpay (deposits: orders, hosted checkout, payments) and RazorpayX
 * (payouts: contacts, fund accounts, payouts) through the official `razorpay`
 * package. Every call is wrapped: a network failure or a refusal of the gateway
 * becomes a PaymentGatewayError (502) and the caller changes nothing.
 * Signatures (checkout return and webhooks) are HMAC-SHA256 hex, compared in
 * constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type Razorpay from 'razorpay';
import { createRequire } from 'node:module';
import { lazy } from '../../lib/lazy.js';

import { PaymentGatewayError } from './errors.js';

const require = createRequire(import.meta.url);
/** Loaded when the Razorpay gateway is first used (lib/lazy.ts). */
const RazorpayClient = lazy(() => require('razorpay') as typeof Razorpay);

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The RazorpayX business account payouts are made from. */
  accountNumber: string;
  /** https://api.razorpay.com, or a stand-in in tests and staging. */
  apiUrl: string;
}

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  status: string;
  receipt: string | null;
}

export interface GatewayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: string;
  error_description?: string | null;
  /** Unix seconds. */
  created_at?: number;
}

export interface GatewayPayout {
  id: string;
  status: string;
  amount: number;
  reference_id?: string | null;
  failure_reason?: string | null;
}

/** The RazorpayX payout statuses, as our payout states: under way, or its outcome (rejected and cancelled count as failed). */
const PAYOUT_STATES = new Map<string, 'processing' | 'processed' | 'reversed' | 'failed'>([
  ['queued', 'processing'],
  ['pending', 'processing'],
  ['processing', 'processing'],
  ['processed', 'processed'],
  ['reversed', 'reversed'],
  ['failed', 'failed'],
  ['rejected', 'failed'],
  ['cancelled', 'failed'],
]);

/** The payout state a RazorpayX status corresponds to (undefined for a status it does not know). */
export function payoutStateOf(gatewayStatus: string): 'processing' | 'processed' | 'reversed' | 'failed' | undefined {
  return PAYOUT_STATES.get(gatewayStatus);
}

export type PayoutDestination = { method: 'upi'; upiId: string } | { method: 'bank'; accountNumber: string; ifsc: string; accountHolder: string };

/** Hex HMAC-SHA256 of `data`. */
function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
function signatureMatches(expectedHex: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{64}$/i.test(received)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(received.toLowerCase(), 'hex'));
}

interface AxiosLike {
  defaults: { baseURL?: string; timeout?: number };
  get(url: string, config?: object): Promise<{ data: unknown }>;
  post(url: string, body: unknown, config?: object): Promise<{ data: unknown }>;
}

export class RazorpayGateway {
  readonly name = 'razorpay';
  readonly keyId: string;
  private readonly rzp: Razorpay;
  private readonly rq: AxiosLike;

  constructor(private readonly settings: RazorpaySettings) {
    this.keyId = settings.keyId;
    this.rzp = new (RazorpayClient())({ key_id: settings.keyId, key_secret: settings.keySecret });
    this.rq = (this.rzp.api as unknown as { rq: AxiosLike }).rq;
    this.rq.defaults.baseURL = settings.apiUrl.replace(/\/$/, '');
    this.rq.defaults.timeout = 20_000;
  }

  /** Where the payer's browser posts the hosted checkout form (works without JavaScript). */
  get checkoutUrl(): string {
    return `${this.settings.apiUrl.replace(/\/$/, '')}/v1/checkout/embedded`;
  }

  /** Runs a gateway call; any failure (no answer, timeout, a 4xx/5xx) becomes a PaymentGatewayError. */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      const e = err as { statusCode?: number; error?: { description?: string }; response?: { status?: number } };
      const status = e?.statusCode ?? e?.response?.status;
      throw new PaymentGatewayError(status ? `The payment gateway refused to ${what} (HTTP ${status}${e.error?.description ? `: ${e.error.description}` : ''}). Nothing was changed.` : undefined);
    }
  }

  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder> {
    return this.call('create the order', async () => {
      const order = (await this.rzp.orders.create({ amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes })) as unknown as GatewayOrder;
      if (typeof order?.id !== 'string' || order.amount !== input.amountPaise) throw new Error('unexpected order');
      return order;
    });
  }

  fetchPayment(paymentId: string): Promise<GatewayPayment> {
    return this.call('look up the payment', async () => (await this.rzp.payments.fetch(paymentId)) as unknown as GatewayPayment);
  }

  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    return this.call('list the payments of the order', async () => {
      const list = (await this.rzp.orders.fetchPayments(orderId)) as unknown as { items?: GatewayPayment[] };
      return Array.isArray(list?.items) ? list.items : [];
    });
  }

  fetchPayout(payoutId: string): Promise<GatewayPayout> {
    return this.call('look up the payout', async () => (await this.rq.get(`/v1/payouts/${encodeURIComponent(payoutId)}`)).data as GatewayPayout);
  }

  /** The payouts RazorpayX holds for one of our payout requests (its reference id). */
  findPayoutsByReference(referenceId: string): Promise<GatewayPayout[]> {
    return this.call('list the payouts of the request', async () => {
      const list = (await this.rq.get('/v1/payouts', { params: { account_number: this.settings.accountNumber, reference_id: referenceId } })).data as { items?: GatewayPayout[] };
      return Array.isArray(list?.items) ? list.items : [];
    });
  }

  /** The checkout's return: HMAC-SHA256(order_id + "|" + payment_id, key secret). */
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: unknown): boolean {
    return signatureMatches(hmacHex(this.settings.keySecret, `${orderId}|${paymentId}`), signature);
  }

  /** A webhook: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: string | Buffer, signature: unknown): boolean {
    return signatureMatches(hmacHex(this.settings.webhookSecret, rawBody), signature);
  }

  /**
   * Pays `amountPaise` to the destination through RazorpayX: contact, fund
   * account (vpa or bank_account), then the payout, whose X-Payout-Idempotency
   * is `idempotencyKey` (one per payout request), so a retry never pays twice.
   */
  createPayout(input: {
    idempotencyKey: string;
    referenceId: string;
    amountPaise: number;
    name: string;
    contactRef: string;
    destination: PayoutDestination;
    narration: string;
  }): Promise<GatewayPayout> {
    return this.call('make the payout', async () => {
      const contact = (await this.rq.post('/v1/contacts', { name: input.name.slice(0, 50), type: 'vendor', reference_id: input.contactRef })).data as { id: string };
      const d = input.destination;
      const fundBody =
        d.method === 'upi'
          ? { contact_id: contact.id, account_type: 'vpa', vpa: { address: d.upiId } }
          : { contact_id: contact.id, account_type: 'bank_account', bank_account: { name: d.accountHolder, ifsc: d.ifsc, account_number: d.accountNumber } };
      const fund = (await this.rq.post('/v1/fund_accounts', fundBody)).data as { id: string };
      const payout = (
        await this.rq.post(
          '/v1/payouts',
          {
            account_number: this.settings.accountNumber,
            fund_account_id: fund.id,
            amount: input.amountPaise,
            currency: 'INR',
            mode: d.method === 'upi' ? 'UPI' : 'IMPS',
            purpose: 'payout',
            queue_if_low_balance: true,
            reference_id: input.referenceId,
            narration: input.narration.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 30),
          },
          { headers: { 'X-Payout-Idempotency': input.idempotencyKey } },
        )
      ).data as GatewayPayout;
      if (typeof payout?.id !== 'string' || payout.amount !== input.amountPaise) throw new Error('unexpected payout');
      return payout;
    });
  }
}
