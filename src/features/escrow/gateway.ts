/**
 * Where money comes in and goes out (PAYMENT_GATEWAY):
 * - `razorpay`: deposits are Razorpay orders paid in Razorpay's checkout and
 *   credited only once the capture is verified; payouts go through RazorpayX.
 * - `simulated`: no real money moves (development, tests, the demo); deposits
 *   are credited at once and marked simulated, and that money can never leave
 *   through a real payout. Refused at start with NODE_ENV=production.
 * - `none`: production without a configured gateway; deposits are refused
 *   (PAYMENTS_UNAVAILABLE) and the start says so.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import { RazorpayGateway } from './razorpay.js';

export interface ChargeRequest {
  userId: string;
  amountPaise: number;
  /** Unique per deposit attempt; the same key must never charge twice. */
  idempotencyKey: string;
}

export interface ChargeResult {
  /** The gateway's payment reference, kept in the deposit transaction's memo. */
  reference: string;
}

/** A gateway that takes the money at once (only the simulated one does). */
export interface PaymentGateway {
  /** Short name shown in the ledger ("simulated"). */
  readonly name: string;
  /** True when no real money moves (the pages then say so). */
  readonly simulated: boolean;
  charge(req: ChargeRequest): Promise<ChargeResult>;
}

/** Accepts every charge at once; the reference is derived from the idempotency key, so a retry gets the same one. */
export class SimulatedGateway implements PaymentGateway {
  readonly name = 'simulated';
  readonly simulated = true;
  async charge(req: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isSafeInteger(req.amountPaise) || req.amountPaise <= 0) throw new RangeError('charge amount must be positive paise');
    const digest = createHash('sha256').update(`${req.userId}:${req.idempotencyKey}`).digest('hex').slice(0, 16);
    return { reference: `SIM-${digest.toUpperCase()}` };
  }
}

/** The payment set-up of this process. */
export type Payments = { mode: 'simulated'; gateway: PaymentGateway } | { mode: 'razorpay'; razorpay: RazorpayGateway } | { mode: 'none' };

/** The payment set-up the configuration asks for. */
export function paymentsFromConfig(config: Config): Payments {
  if (config.PAYMENT_GATEWAY === 'razorpay') {
    return {
      mode: 'razorpay',
      razorpay: new RazorpayGateway({
        keyId: config.RAZORPAY_KEY_ID!,
        keySecret: config.RAZORPAY_KEY_SECRET!,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
        accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER!,
        apiUrl: config.RAZORPAY_API_URL,
      }),
    };
  }
  if (config.PAYMENT_GATEWAY === 'simulated') return { mode: 'simulated', gateway: new SimulatedGateway() };
  return { mode: 'none' };
}

/** The line the start logs about payments when they are not real (null when Razorpay is configured). */
export function paymentStartupNotice(config: Config): string | null {
  if (config.PAYMENT_GATEWAY === 'none') {
    return 'PAYMENTS ARE OFF: NODE_ENV=production and no payment gateway is configured (set PAYMENT_GATEWAY=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET and RAZORPAYX_ACCOUNT_NUMBER); deposits are refused.';
  }
  if (config.PAYMENT_GATEWAY === 'simulated') return 'Payments are SIMULATED (PAYMENT_GATEWAY=simulated): no real money moves; simulated money can never be paid out for real.';
  return null;
}

/** A fresh key for a deposit attempt that came without one. */
export function newChargeKey(): string {
  return randomUUID();
}
