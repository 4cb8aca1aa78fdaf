/** The names of the money and bid records an entry points at ("Bid ₹1,84,500 by Ravi Kumar"), shared by the look-up of names and the words of a row. */
import { t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { cityName, statusName } from '../../lib/words.js';

/** "Pune → Surat", each city by its name in the reader's language. */
export function routeInWords(origin: string, destination: string): string {
  return `${cityName(origin)} → ${cityName(destination)}`;
}

/** "Bid ₹1,84,500 by Ravi Kumar" (or without the bidder when the row does not say). */
export function bidInWords(amountPaise: number, driver: string | null): string {
  const amount = formatRupees(amountPaise);
  return driver ? t('auditlog.record.bid', { amount, driver }) : t('auditlog.record.bidAmount', { amount });
}

/** "Deposit ₹5,000", "Escrow hold ₹1,84,500": an escrow movement by its kind and amount. */
export function movementInWords(kind: string, amountPaise: number): string {
  return t('auditlog.record.movement', { kind: statusName('transaction', kind), amount: formatRupees(amountPaise) });
}

/** "Payout ₹12,000". */
export function payoutInWords(amountPaise: number): string {
  return t('auditlog.record.payout', { amount: formatRupees(amountPaise) });
}
