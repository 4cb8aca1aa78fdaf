/**
 * Money is stored as integer paise and shown as rupees with Indian digit
 * grouping (₹1,23,456.50). Inputs in forms and JSON are rupees with up to 2 decimals.
 */

/** Parses rupees ("45000", "45,000.50", 45000.5) into paise; null when it is not a positive amount with at most 2 decimals. */
export function parseRupees(input: unknown): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input <= 0) return null;
    const paise = Math.round(input * 100);
    return Math.abs(paise - input * 100) < 1e-6 && Number.isSafeInteger(paise) ? paise : null;
  }
  if (typeof input !== 'string') return null;
  const s = input.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const paise = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return paise > 0 ? paise : null;
}

/** Paise -> rupees as a number for JSON (two decimals at most). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The minus sign shown before a negative amount (U+2212, not a hyphen). */
const MINUS = '\u2212';

/**
 * Paise -> "₹1,23,456.50" (decimals only when there are paise). A negative amount reads "−₹20,000"
 * (a real minus sign before the ₹), and zero — also a negative zero — reads "₹0".
 */
export function formatRupees(paise: number | null | undefined): string {
  if (paise === null || paise === undefined || Number.isNaN(paise)) return '—';
  const whole = Math.round(paise);
  const size = Math.abs(whole) / 100;
  const text = Number.isInteger(size) ? grouping.format(size) : withPaise.format(size);
  return whole < 0 ? `${MINUS}₹${text}` : `₹${text}`;
}

/** A rupee amount for a form field's value (no grouping). */
export function rupeesInputValue(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '';
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
