/**
 * The platform fee: commission_bps (basis points, 500 = 5%) of the freight,
 * rounded to the paisa, halves rounded up. Integer arithmetic only (BigInt), so
 * no amount is ever off by a float error.
 */
export function platformFeePaise(amountPaise: number, commissionBps: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError('amount must be a whole number of paise');
  if (!Number.isInteger(commissionBps) || commissionBps < 0 || commissionBps > 10_000) throw new RangeError('commission must be 0-10000 bps');
  return Number((BigInt(amountPaise) * BigInt(commissionBps) + 5_000n) / 10_000n);
}
