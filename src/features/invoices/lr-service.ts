/**
 * Use cases of lorry receipts (LR, "bilty"; issue 21): a business issues the LR of a load of its books (the same
 * access as its freight invoice: shipper or broker, its own load), cancels it (it keeps its number), and anyone
 * with the share link reads it. Numbers come from the issuer's own 'lorry_receipt' series of document_series,
 * bumped in the issuing transaction (queries.ts nextNumber), so numbers have no gap and no duplicate.
 */
import { randomBytes } from 'node:crypto';
import { withActor, type Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { kolkataDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { displayNumber, fiscalYearOf } from './gst.js';
import {
  cancelOwnReceipt,
  findLiveLoadReceipt,
  findLorryReceipt,
  findLorryReceiptByToken,
  insertLorryReceipt,
  listReceiptsOf,
  type LoadForReceipt,
  type LorryReceiptRow,
  ownLoadForReceipt,
} from './lr-queries.js';
import type { LorryReceiptInput } from './lr-schema.js';
import { findSeller, nextNumber } from './queries.js';

/** What the LR form starts from: the load (with its vehicle, driver, client and e-way bill), the issuer, a live LR. */
export interface ReceiptDraft {
  load: LoadForReceipt;
  issuer: { name: string; gstin: string | null; city: string | null };
  existing: LorryReceiptRow | null;
}

export async function receiptDraft(db: Database, user: SessionUser, loadId: string): Promise<ReceiptDraft> {
  const load = await ownLoadForReceipt(db, user.id, loadId, false);
  if (!load) throw new NotFoundError('Load');
  const seller = await findSeller(db, user.id);
  return { load, issuer: { name: seller.companyName ?? seller.name, gstin: seller.gstin, city: seller.city }, existing: (await findLiveLoadReceipt(db, loadId)) ?? null };
}

/** Issues the LR of a load of the issuer's books: numbered LR/<FY>/<n>, everything copied at issue. */
export async function issueLorryReceipt(db: Database, user: SessionUser, loadId: string, input: LorryReceiptInput, today = kolkataDate()): Promise<LorryReceiptRow> {
  return withActor(db, user.id, async (trx) => {
    // The load row is locked first: two issues for one load take turns, the second sees the first's LR.
    const load = await ownLoadForReceipt(trx, user.id, loadId);
    if (!load) throw new NotFoundError('Load');
    if (load.status === 'cancelled') throw new ConflictError(t('invoices.lr.error.loadCancelled'));
    const existing = await findLiveLoadReceipt(trx, loadId);
    if (existing) throw new ConflictError(t('invoices.lr.error.alreadyIssued', { number: existing.displayNumber }));
    const issuer = await findSeller(trx, user.id);
    const fy = fiscalYearOf(today);
    const number = await nextNumber(trx, user.id, 'lorry_receipt', fy);
    return insertLorryReceipt(trx, {
      issuerId: user.id,
      loadId,
      fiscalYear: fy,
      number,
      displayNumber: displayNumber('lorry_receipt', fy, number),
      issuedOn: today,
      transporterName: issuer.companyName ?? issuer.name,
      transporterGstin: issuer.gstin,
      transporterAddress: issuer.city,
      consignorName: input.consignor_name,
      consignorGstin: input.consignor_gstin,
      consignorAddress: input.consignor_address,
      consigneeName: input.consignee_name,
      consigneeGstin: input.consignee_gstin,
      consigneeAddress: input.consignee_address,
      origin: load.origin,
      destination: load.destination,
      vehicleNumber: input.vehicle_number,
      driverName: input.driver_name,
      driverPhone: input.driver_phone,
      goods: input.goods,
      packagesCount: input.packages_count,
      packagesKind: input.packages_kind,
      weightTonnes: input.weight,
      freightPaise: input.freight,
      paymentBasis: input.payment_basis,
      gstPayableBy: input.gst_payable_by,
      ewayBillNumber: input.eway_bill_number,
      declaredValuePaise: input.declared_value,
      shareToken: randomBytes(18).toString('base64url'),
    });
  });
}

/** An LR its issuer (or an admin) sees; 404 for anyone else. */
export async function viewLorryReceipt(db: Database, user: SessionUser, id: string): Promise<LorryReceiptRow> {
  const lr = await findLorryReceipt(db, id);
  if (!lr || (lr.issuerId !== user.id && user.role !== 'admin')) throw new NotFoundError('Lorry receipt');
  return lr;
}

/** An LR by its share link's token (no session); a wrong token is 404. */
export async function sharedLorryReceipt(db: Database, token: string): Promise<LorryReceiptRow> {
  const lr = /^[A-Za-z0-9_-]{20,40}$/.test(token) ? await findLorryReceiptByToken(db, token) : undefined;
  if (!lr) throw new NotFoundError('Lorry receipt');
  return lr;
}

/** The issuer cancels a live LR: it keeps its number, and the load may have a new LR. */
export async function cancelLorryReceipt(db: Database, user: SessionUser, id: string): Promise<LorryReceiptRow> {
  return withActor(db, user.id, async (trx) => {
    const lr = await findLorryReceipt(trx, id);
    if (!lr || lr.issuerId !== user.id) throw new NotFoundError('Lorry receipt');
    if (!(await cancelOwnReceipt(trx, user.id, id))) throw new ConflictError(t('invoices.lr.error.notCancellable'));
    return (await findLorryReceipt(trx, id)) as LorryReceiptRow;
  });
}

export function listLorryReceipts(db: Database, user: SessionUser, page: number, limit: number) {
  return listReceiptsOf(db, user.id, page, limit);
}
