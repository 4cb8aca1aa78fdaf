/**
 * Where deposits come from. A real gateway (Razorpay, Cashfree...) implements
 * PaymentGateway: `charge` takes the money from the payer and answers with the
 * gateway's reference, and must be idempotent on `idempotencyKey` (a retried
 * request never charges twice). The SimulatedGateway moves no real money; the
 * deposit page says so.
 */
import { createHash, randomUUID } from 'node:crypto';

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

export interface PaymentGateway {
  /** Short name shown in the ledger ("simulated", "razorpay"). */
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

/** The gateway deposits go through; only the simulated one exists so far. */
export function defaultGateway(): PaymentGateway {
  return new SimulatedGateway();
}

/** A fresh key for a deposit attempt that came without one. */
export function newChargeKey(): string {
  return randomUUID();
}
