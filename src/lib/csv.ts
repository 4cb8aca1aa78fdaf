/**
 * CSV downloads (the books' reports, the admin lists; RFC 4180: comma separated, CRLF,
 * fields with a quote, comma or line break quoted, quotes doubled).
 * Text that a spreadsheet would run as a formula (starting with = + - @, tab
 * or carriage return) is neutralised with a leading single quote. Numbers are
 * produced by the ledger itself and are written as plain numbers, so a
 * negative balance stays a number.
 */
export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  let s = value;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  if (/[",\r\n]/.test(s)) s = `"${s.replace(/"/g, '""')}"`;
  return s;
}

/** A whole CSV document; the byte order mark lets spreadsheet programs read UTF-8 names (Hindi, ₹) correctly. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
