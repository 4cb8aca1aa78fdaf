/**
 * A lorry receipt as an A4 PDF (lib/pdf.ts with the bundled Noto faces, labels in the reader's language): the
 * transporter, the LR number and date, consignor and consignee with their GSTINs, the route, vehicle and driver,
 * the goods (packages, weight, declared value, e-way bill), the freight with its payment basis and who pays GST,
 * and space for the consignor's and the transporter's signatures.
 */
import { formatDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { createPdf, pdfBuffer, pdfText } from '../../lib/pdf.js';
import { formatTonnes } from '../../lib/words.js';
import type { LorryReceiptRow } from './lr-queries.js';
import { gstPayerName, packagesText, paymentBasisName } from './lr-words.js';

const LEFT = 40;
const RIGHT = 555;
const WIDTH = RIGHT - LEFT;

export async function lorryReceiptPdf(lr: LorryReceiptRow): Promise<Buffer> {
  const transporter = { name: lr.transporterName, gstin: lr.transporterGstin, city: lr.transporterAddress };
  const doc = createPdf(`${t('invoices.lr.title')} ${lr.displayNumber}`, transporter.name);
  pdfText(doc, t('invoices.lr.title'), { bold: true, size: 18, x: LEFT, y: 40 });
  if (lr.cancelledAt) pdfText(doc, t('invoices.cancelledStamp'), { bold: true, size: 12 });
  pdfText(doc, transporter.name, { bold: true, size: 12 });
  const about = [transporter.gstin ? `GSTIN: ${transporter.gstin}` : null, transporter.city].filter(Boolean).join(' · ');
  if (about) pdfText(doc, about, { size: 10 });
  doc.moveDown(0.3);
  pdfText(doc, `${t('invoices.lr.field.number')}: ${lr.displayNumber}`, { bold: true, size: 11 });
  pdfText(doc, `${t('invoices.lr.field.date')}: ${formatDate(lr.issuedOn)}`, { size: 10 });
  pdfText(doc, `${t('invoices.lr.field.route')}: ${lr.origin} → ${lr.destination}`, { size: 10 });
  pdfText(doc, `${t('invoices.lr.field.vehicle')}: ${lr.vehicleNumber}`, { size: 10 });
  const driver = [lr.driverName, lr.driverPhone].filter(Boolean).join(' · ');
  if (driver) pdfText(doc, `${t('invoices.lr.driver')}: ${driver}`, { size: 10 });

  // Consignor and consignee side by side.
  const top = doc.y + 14;
  const half = WIDTH / 2 - 10;
  const party = (heading: string, name: string, gstin: string | null, address: string | null, x: number) => {
    pdfText(doc, heading, { bold: true, size: 9, x, y: top, width: half });
    pdfText(doc, name, { bold: true, size: 11, width: half });
    if (gstin) pdfText(doc, `GSTIN: ${gstin}`, { size: 10, width: half });
    if (address) pdfText(doc, address, { size: 10, width: half });
    return doc.y;
  };
  const leftEnd = party(t('invoices.lr.consignor'), lr.consignorName, lr.consignorGstin, lr.consignorAddress, LEFT);
  const rightEnd = party(t('invoices.lr.consignee'), lr.consigneeName, lr.consigneeGstin, lr.consigneeAddress, LEFT + WIDTH / 2 + 10);
  let y = Math.max(leftEnd, rightEnd) + 12;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#999999').stroke();
  y += 8;

  const row = (label: string, value: string, bold = false) => {
    pdfText(doc, label, { bold, size: 10, x: LEFT, y, width: 220 });
    pdfText(doc, value, { bold, size: 10, x: LEFT + 230, y, width: WIDTH - 230 });
    y = doc.y + 4;
  };
  row(t('invoices.lr.field.goods'), lr.goods);
  const packages = packagesText(lr);
  if (packages) row(t('invoices.lr.packages'), packages);
  row(t('invoices.lr.field.weight'), formatTonnes(lr.weightTonnes));
  if (lr.declaredValuePaise !== null) row(t('invoices.lr.field.declaredValue'), formatRupees(lr.declaredValuePaise));
  if (lr.ewayBillNumber) row(t('invoices.lr.field.ewayBill'), lr.ewayBillNumber);
  row(t('invoices.lr.field.freight'), formatRupees(lr.freightPaise), true);
  row(t('invoices.lr.field.paymentBasis'), paymentBasisName(lr.paymentBasis));
  row(t('invoices.lr.field.gstPayableBy'), gstPayerName(lr.gstPayableBy));
  doc
    .moveTo(LEFT, y + 2)
    .lineTo(RIGHT, y + 2)
    .stroke();

  // Signatures.
  y += 50;
  pdfText(doc, t('invoices.lr.pdf.consignorSignature'), { size: 9, x: LEFT, y, width: half });
  pdfText(doc, t('invoices.lr.pdf.transporterSignature', { name: transporter.name }), { size: 9, x: LEFT + WIDTH / 2 + 10, y, width: half });
  doc.moveDown(2);
  pdfText(doc, t('invoices.lr.pdf.footer'), { size: 8, x: LEFT, width: WIDTH });
  return pdfBuffer(doc);
}
