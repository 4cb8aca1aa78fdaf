/**
 * The GST arithmetic and numbering rules of invoices, pure functions (no database, no clock).
 *
 * Goods transport by road (SAC 996791): a goods transport agency charges GST forward at 12% (with input tax
 * credit) or 5% (without), or leaves it to the recipient under reverse charge (then the invoice carries no tax
 * and says so, CGST Rules rule 46(p)). The supplier's state is the first two digits of its GSTIN, the place of
 * supply the recipient's: the same state splits the tax into CGST and SGST halves, another state is IGST.
 * Every tax component is rounded to the paisa, halves up; the total is the taxable value plus the taxes.
 */

export const FREIGHT_TREATMENTS = ['forward_12', 'forward_5', 'reverse'] as const;
/**
 * What a carrier (driver or fleet owner) billing a trip may choose: the freight treatments with a GSTIN, or
 * `exempt`: transport of goods by road by someone who is not a goods transport agency is exempt (Notification
 * 12/2017-Central Tax (Rate), entry 18), and the carrier issues a bill of supply with no tax (the only choice without a GSTIN).
 */
export const TRIP_TREATMENTS = [...FREIGHT_TREATMENTS, 'exempt'] as const;
export type GstTreatment = (typeof TRIP_TREATMENTS)[number] | 'platform_18';

/** Goods transport agency services (road). */
export const SAC_GOODS_TRANSPORT = '996791';
/** The platform's own service, its fee for arranging the transport: other supporting services in transport. */
export const SAC_TRANSPORT_SUPPORT = '996799';

/** The rate of a treatment in basis points (1200 = 12%); reverse charge's is what the recipient pays (5%); exempt: none. */
const RATE_BPS: Record<GstTreatment, number> = { forward_12: 1200, forward_5: 500, reverse: 500, exempt: 0, platform_18: 1800 };

/** `paise × bps / 10000`, rounded to the paisa, halves up (BigInt: exact for every amount). */
function percentOf(paise: number, bps: number): number {
  return Number((BigInt(paise) * BigInt(bps) + 5_000n) / 10_000n);
}

export interface GstAmounts {
  interstate: boolean;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What the invoice asks the recipient to pay: taxable + the taxes on the invoice. */
  totalPaise: number;
  /** Under reverse charge: the tax the recipient pays to the government (shown for information); else 0. */
  reverseChargePaise: number;
}

/** The state code of a GSTIN (its first two digits). */
export function stateOfGstin(gstin: string): string {
  return gstin.slice(0, 2);
}

/** The taxes of an invoice of `taxablePaise` from a supplier in `supplierState` to a recipient in `recipientState`. */
export function gstAmounts(treatment: GstTreatment, taxablePaise: number, supplierState: string, recipientState: string): GstAmounts {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0) throw new RangeError('taxable value must be a whole number of paise');
  const interstate = supplierState !== recipientState;
  const bps = RATE_BPS[treatment];
  // Same state: two halves, each rounded on its own (CGST 6% + SGST 6%, not 12% split afterwards).
  const half = interstate ? 0 : percentOf(taxablePaise, bps / 2);
  const igst = interstate ? percentOf(taxablePaise, bps) : 0;
  if (treatment === 'reverse') {
    return { interstate, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: taxablePaise, reverseChargePaise: 2 * half + igst };
  }
  return { interstate, taxablePaise, cgstPaise: half, sgstPaise: half, igstPaise: igst, totalPaise: taxablePaise + 2 * half + igst, reverseChargePaise: 0 };
}

/**
 * The platform's fee invoice: the fee charged (5% of the freight, fee.ts) is what the payer paid, so it is the
 * invoice's total, GST at 18% included. The taxable value is the one near fee / 1.18 whose taxes, computed as on
 * any invoice, add up to the fee exactly; when rounding leaves no such value (each half is rounded on its own),
 * the taxes of fee / 1.18 are kept and the taxable value takes the paisa left over. Either way taxable + taxes =
 * the fee charged.
 */
export function feeInvoiceAmounts(feePaise: number, platformState: string, buyerState: string): GstAmounts {
  const guess = Number((BigInt(feePaise) * 10_000n * 2n + 11_800n) / (11_800n * 2n));
  for (const taxable of [guess, guess - 1, guess + 1, guess - 2, guess + 2]) {
    if (taxable < 0) continue;
    const a = gstAmounts('platform_18', taxable, platformState, buyerState);
    if (a.totalPaise === feePaise) return a;
  }
  const taxes = gstAmounts('platform_18', guess, platformState, buyerState);
  const taxPaise = taxes.cgstPaise + taxes.sgstPaise + taxes.igstPaise;
  return { ...taxes, taxablePaise: feePaise - taxPaise, totalPaise: feePaise };
}

/** The Indian financial year (April to March) of an ISO date: 2026-03-31 is 2025 (2025-26), 2026-04-01 is 2026. */
export function fiscalYearOf(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month >= 4 ? year : year - 1;
}

/** "2026-27" for 2026. */
export function fiscalYearLabel(fy: number): string {
  return `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`;
}

const PREFIX = { freight_invoice: 'INV', fee_invoice: 'FB', lorry_receipt: 'LR' } as const;
export type DocumentKind = keyof typeof PREFIX;

/** INV/2026-27/0001: the kind's prefix, the financial year and the number, at least four digits (16 characters at most, as GST asks). */
export function displayNumber(kind: DocumentKind, fy: number, n: number): string {
  return `${PREFIX[kind]}/${fiscalYearLabel(fy)}/${String(n).padStart(4, '0')}`;
}

/** The GST state and union-territory codes and their names (the place of supply on an invoice). */
const STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (old)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** "27 Maharashtra": a state code with its name, as an invoice names the place of supply. */
export function placeOfSupply(stateCode: string): string {
  return `${stateCode} ${STATES[stateCode] ?? ''}`.trim();
}
