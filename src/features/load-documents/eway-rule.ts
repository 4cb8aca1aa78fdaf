/**
 * When a load needs an e-way bill (the GST rule, simplified for a reminder): goods worth
 * over Rs 50,000 moving from one state to another. The goods' value is the current
 * invoice's amount when one was recorded (that is the value the law counts); without it
 * the agreed freight, else the posted price, stands in. A city the gazetteer does not
 * know gives no reminder: its state is unknown. Some states also ask for one within the
 * state; the product does not remind about those.
 */
import { resolveCity } from '../../geo/cities.js';

/** Rs 50,000 in paise: a consignment worth more than this needs an e-way bill between states. */
const EWAY_BILL_THRESHOLD_PAISE = 50_000 * 100;

/** Load statuses after which no reminder is useful: the goods have arrived, or never moved. */
const FINISHED = new Set(['delivered', 'cancelled', 'expired']);

export interface EwayBillFacts {
  status: string;
  originKey: string;
  destinationKey: string;
  /** The posted price (null for a load priced per km or open to offers). */
  pricePaise: number | null;
  /** The freight agreed with the assigned driver, when a bid was accepted. */
  agreedPaise: number | null;
  /** The current invoice's amount, when recorded. */
  invoicePaise: number | null;
  /** The current e-way bill's last valid day (YYYY-MM-DD), or null when there is none. */
  ewayValidUntil: string | null;
}

/**
 * What the owner and the assigned driver are told: `missing` (the load needs an e-way
 * bill and has none), `expired` (its e-way bill ran out before delivery: extend it), or
 * `none`. `today` is the Asia/Kolkata date (YYYY-MM-DD); a bill is valid through its day.
 */
export function ewayBillReminder(load: EwayBillFacts, today: string): 'missing' | 'expired' | 'none' {
  if (FINISHED.has(load.status)) return 'none';
  if (load.ewayValidUntil !== null) return load.ewayValidUntil < today ? 'expired' : 'none';
  const value = load.invoicePaise ?? load.agreedPaise ?? load.pricePaise;
  if (value === null || value <= EWAY_BILL_THRESHOLD_PAISE) return 'none';
  const from = resolveCity(load.originKey);
  const to = resolveCity(load.destinationKey);
  if (!from || !to || from.state === to.state) return 'none';
  return 'missing';
}
