/** A client's statement as a PDF (lib/pdf.ts, A4, any of the site's scripts) and as CSV (formula cells neutralised). */
import { formatDate } from '../../../lib/dates.js';
import { t } from '../../../lib/i18n/index.js';
import { formatRupees, paiseToRupees } from '../../../lib/money.js';
import { createPdf, pdfBuffer, pdfText } from '../../../lib/pdf.js';
import { routeText } from '../layout.js';
import { toCsv } from '../../../lib/csv.js';
import type { Statement, StatementLine } from './service.js';

function particulars(l: StatementLine): string {
  const route = l.origin && l.destination ? routeText(l.origin, l.destination) : '';
  if (l.kind === 'bill') return l.invoiceNumber ? t('receivables.statement.invoice', { number: l.invoiceNumber, route }) : t('receivables.statement.freight', { route });
  return [t('receivables.statement.payment'), l.invoiceNumber ?? route, l.reference].filter(Boolean).join(' · ');
}

const COLS = { date: 40, particulars: 120, billed: 330, received: 405, balance: 480 } as const;
const WIDTH = { date: 78, particulars: 205, money: 72 } as const;

/** The statement on A4: who, the period, the table with the running balance, the closing balance and the ageing. */
export async function statementPdf(s: Statement, who: { business: string; clientName: string; clientGstin: string | null }): Promise<Buffer> {
  const doc = createPdf(`${t('receivables.public.title')}: ${who.clientName}`, who.business);
  pdfText(doc, who.business, { bold: true, size: 16 });
  pdfText(doc, t('receivables.public.title'), { size: 12 });
  doc.moveDown(0.5);
  pdfText(doc, who.clientName, { bold: true, size: 11 });
  if (who.clientGstin) pdfText(doc, `GSTIN ${who.clientGstin}`, { size: 9 });
  pdfText(doc, t('receivables.statement.period', { from: formatDate(s.from), to: formatDate(s.to) }), { size: 10 });
  doc.moveDown(0.8);

  const row = (cells: { date: string; particulars: string; billed: string; received: string; balance: string }, bold = false) => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    pdfText(doc, cells.date, { x: COLS.date, y, width: WIDTH.date, size: 9, bold });
    const afterDate = doc.y;
    pdfText(doc, cells.particulars, { x: COLS.particulars, y, width: WIDTH.particulars, size: 9, bold });
    const afterText = doc.y;
    for (const k of ['billed', 'received', 'balance'] as const) pdfText(doc, cells[k], { x: COLS[k], y, width: WIDTH.money, align: 'right', size: 9, bold });
    doc.y = Math.max(afterDate, afterText, doc.y) + 4;
  };
  row(
    {
      date: t('receivables.col.date'),
      particulars: t('receivables.col.particulars'),
      billed: t('receivables.col.billed'),
      received: t('receivables.col.received'),
      balance: t('receivables.col.balance'),
    },
    true,
  );
  row({ date: formatDate(s.from), particulars: t('receivables.statement.opening'), billed: '', received: '', balance: formatRupees(s.openingPaise) });
  for (const l of s.lines) {
    row({
      date: formatDate(l.date),
      particulars: particulars(l),
      billed: l.debitPaise ? formatRupees(l.debitPaise) : '',
      received: l.creditPaise ? formatRupees(l.creditPaise) : '',
      balance: formatRupees(l.balancePaise),
    });
  }
  row(
    { date: formatDate(s.to), particulars: t('receivables.statement.closing'), billed: formatRupees(s.billedPaise), received: formatRupees(s.receivedPaise), balance: formatRupees(s.closingPaise) },
    true,
  );

  if (s.ageing) {
    doc.moveDown(1);
    pdfText(doc, t('receivables.statement.ageing'), { x: COLS.date, bold: true, size: 11 });
    const labels = [t('receivables.col.d0'), t('receivables.col.d31'), t('receivables.col.d61'), t('receivables.col.d91'), t('receivables.col.total')];
    const values = [...s.ageing.buckets, s.ageing.balancePaise];
    labels.forEach((label, i) => {
      const y = doc.y;
      pdfText(doc, label, { x: COLS.date, y, width: 200, size: 9 });
      pdfText(doc, formatRupees(values[i] ?? 0), { x: 250, y, width: 100, align: 'right', size: 9 });
    });
  }
  return pdfBuffer(doc);
}

const rupees = (paise: number) => paiseToRupees(paise);

/** The statement as CSV: one row per entry, with the opening and closing rows; amounts in rupees as numbers. */
export function statementCsv(s: Statement, clientName: string): string {
  const rows: (string | number | null)[][] = [[s.from, 'opening', clientName, null, null, rupees(s.openingPaise)]];
  for (const l of s.lines) rows.push([l.date, l.kind, particulars(l), l.debitPaise ? rupees(l.debitPaise) : null, l.creditPaise ? rupees(l.creditPaise) : null, rupees(l.balancePaise)]);
  rows.push([s.to, 'closing', clientName, rupees(s.billedPaise), rupees(s.receivedPaise), rupees(s.closingPaise)]);
  return toCsv(['date', 'entry', 'particulars', 'billed_rupees', 'received_rupees', 'balance_rupees'], rows);
}
