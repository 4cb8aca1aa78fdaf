/**
 * An invoice as an A4 PDF (lib/pdf.ts: pdfkit with the bundled Noto faces, so labels in Hindi, Marathi,
 * Gujarati, Punjabi or Tamil and names in any of those scripts are drawn): the title, number and dates, the
 * supplier and the recipient with their GSTINs, the place of supply, one line with its SAC code, the taxes, the
 * total, and under reverse charge the statement CGST Rules rule 46(p) asks for with the tax the recipient pays;
 * an exempt one (a carrier's bill of supply) is titled so and says why it carries no tax.
 */
import { formatDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { createPdf, pdfBuffer, pdfText } from '../../lib/pdf.js';
import { reverseChargeOf } from './presenters.js';
import type { InvoiceRow } from './queries.js';
import { numberLabels, taxRows, titleOf, treatmentName } from './words.js';

const LEFT = 40;
const RIGHT = 555;
const WIDTH = RIGHT - LEFT;

export async function invoicePdf(inv: InvoiceRow): Promise<Buffer> {
  const doc = createPdf(`${titleOf(inv)} ${inv.displayNumber}`, inv.sellerName);
  pdfText(doc, titleOf(inv), { bold: true, size: 18, x: LEFT, y: 40 });
  if (inv.cancelledAt) pdfText(doc, t('invoices.cancelledStamp'), { bold: true, size: 12 });
  doc.moveDown(0.3);
  const labels = numberLabels(inv);
  pdfText(doc, `${labels.number}: ${inv.displayNumber}`, { bold: true, size: 11 });
  pdfText(doc, `${labels.issuedOn}: ${formatDate(inv.issuedOn)}`, { size: 10 });
  if (inv.dueOn) pdfText(doc, `${t('invoices.field.dueOn')}: ${formatDate(inv.dueOn)}`, { size: 10 });
  pdfText(doc, `${t('invoices.field.treatment')}: ${treatmentName(inv.gstTreatment)}`, { size: 10 });

  // The two parties side by side.
  const top = doc.y + 14;
  const half = WIDTH / 2 - 10;
  const party = (heading: string, name: string, gstin: string | null, address: string | null, x: number) => {
    pdfText(doc, heading, { bold: true, size: 9, x, y: top, width: half });
    pdfText(doc, name, { bold: true, size: 11, width: half });
    pdfText(doc, `GSTIN: ${gstin ?? t('invoices.unregistered')}`, { size: 10, width: half });
    if (address) pdfText(doc, address, { size: 10, width: half });
    return doc.y;
  };
  const leftEnd = party(t('invoices.seller'), inv.sellerName, inv.sellerGstin, inv.sellerAddress, LEFT);
  const rightEnd = party(t('invoices.buyer'), inv.buyerName, inv.buyerGstin, inv.buyerAddress, LEFT + WIDTH / 2 + 10);
  doc.y = Math.max(leftEnd, rightEnd) + 8;
  pdfText(doc, `${t('invoices.field.placeOfSupply')}: ${inv.placeOfSupply ?? '-'}`, { size: 10, x: LEFT });

  // The line: description, SAC, taxable value.
  let y = doc.y + 14;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#999999').stroke();
  y += 6;
  pdfText(doc, t('invoices.field.description'), { bold: true, size: 9, x: LEFT, y, width: 330 });
  pdfText(doc, t('invoices.field.sac'), { bold: true, size: 9, x: 380, y, width: 70 });
  pdfText(doc, t('invoices.field.taxable'), { bold: true, size: 9, x: 450, y, width: RIGHT - 450, align: 'right' });
  y = doc.y + 4;
  pdfText(doc, inv.description || '-', { size: 10, x: LEFT, y, width: 330 });
  const lineEnd = doc.y;
  pdfText(doc, inv.sacCode, { size: 10, x: 380, y, width: 70 });
  pdfText(doc, formatRupees(inv.taxablePaise), { size: 10, x: 450, y, width: RIGHT - 450, align: 'right' });
  y = Math.max(lineEnd, doc.y) + 6;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 8;

  // Taxes and the total, right-aligned.
  const row = (label: string, value: string, bold = false) => {
    pdfText(doc, label, { bold, size: 10, x: 300, y, width: 150 });
    pdfText(doc, value, { bold, size: 10, x: 450, y, width: RIGHT - 450, align: 'right' });
    y = doc.y + 4;
  };
  row(t('invoices.field.taxable'), formatRupees(inv.taxablePaise));
  for (const r of taxRows(inv)) row(r.label, formatRupees(r.paise));
  row(t('invoices.field.total'), formatRupees(inv.totalPaise), true);

  if (inv.gstTreatment === 'reverse') {
    y += 8;
    pdfText(doc, t('invoices.reverseStatement'), { bold: true, size: 11, x: LEFT, y, width: WIDTH });
    pdfText(doc, t('invoices.reverseAmount', { amount: formatRupees(reverseChargeOf(inv)) }), { size: 10, width: WIDTH });
  }
  if (inv.gstTreatment === 'exempt') {
    y += 8;
    pdfText(doc, t('tripinvoice.exemptStatement'), { bold: true, size: 11, x: LEFT, y, width: WIDTH });
  }
  doc.moveDown(2);
  pdfText(doc, t('invoices.pdf.footer'), { size: 8, x: LEFT, width: WIDTH });
  return pdfBuffer(doc);
}
