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

/**
 * The platform fee of a split (a dispute resolved with part of the freight to
 * the driver): the held fee in proportion to the driver's part, rounded to the
 * paisa, halves rounded up, so a split of all the freight takes the whole fee
 * (as a release does) and one of none would take nothing (as a refund does).
 */
export function splitFeePaise(heldFeePaise: number, driverPartPaise: number, freightPaise: number): number {
  if (!(freightPaise > 0) || driverPartPaise < 0 || driverPartPaise > freightPaise) throw new RangeError('the part must be within the freight');
  const twice = 2n * BigInt(heldFeePaise) * BigInt(driverPartPaise) + BigInt(freightPaise);
  return Number(twice / (2n * BigInt(freightPaise)));
}
