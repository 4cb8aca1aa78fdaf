/**
 * Use cases of invoices (issue 21): a business's freight invoice for a load in its books, the platform's fee
 * invoice for every fee it earns (issued by escrow in the transaction that books the fee), cancelling, and
 * reading one by id (issuer, billed user, admin) or by its share token (anyone with the link).
 *
 * Numbers: the issue date is today in India; its financial year picks the series row, bumped in the same
 * transaction as the invoice's insert (queries.ts nextNumber), so numbers have no gap and no duplicate.
 */
import { randomBytes } from 'node:crypto';
import { config } from '../../config.js';
import { withActor, type Database, type Tx } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import { kolkataDate, formatDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { formatTonnes } from '../../lib/words.js';
import { displayNumber, feeInvoiceAmounts, fiscalYearOf, gstAmounts, placeOfSupply, SAC_GOODS_TRANSPORT, SAC_TRANSPORT_SUPPORT, stateOfGstin } from './gst.js';
import { mayCancelInvoice, maySeeInvoice } from './policy.js';
import {
  type CarriedTrip,
  cancelOwnInvoice,
  findCarriedTrip,
  findInvoice,
  findInvoiceByToken,
  findLiveLoadInvoice,
  findLoadRoute,
  findSeller,
  insertInvoice,
  type InvoiceRow,
  listInvoicesFor,
  type LoadForInvoice,
  lockOwnLoadForInvoice,
  nextNumber,
} from './queries.js';
import type { FreightInvoiceInput, TripInvoiceInput } from './schema.js';

/** A share link's secret: 144 random bits, URL-safe. */
function shareToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The one line of a freight invoice: goods transport by road, the route, goods, weight and vehicle. */
function freightLine(load: LoadForInvoice): string {
  return t('invoices.line.freight', {
    from: load.origin,
    to: load.destination,
    date: formatDate(load.pickupDate),
    goods: load.material ?? t('invoices.line.goodsUnknown'),
    weight: formatTonnes(load.weightTonnes),
    vehicle: load.vehicleNumber ?? '-',
  });
}

/** What the invoice form starts from: the load, the issuer's own details and the client's. */
export interface InvoiceDraft {
  load: LoadForInvoice;
  seller: { name: string; gstin: string | null; city: string | null };
  existing: InvoiceRow | null;
}

/** The load of the issuer's books to invoice, with the seller's details and a live invoice if it has one; 404 for anyone else's. */
export async function invoiceDraft(db: Database, user: SessionUser, loadId: string): Promise<InvoiceDraft> {
  const load = await lockOwnLoadForInvoice(db, user.id, loadId, false);
  if (!load) throw new NotFoundError('Load');
  const seller = await findSeller(db, user.id);
  return { load, seller: { name: seller.companyName ?? seller.name, gstin: seller.gstin, city: seller.city }, existing: (await findLiveLoadInvoice(db, user.id, loadId)) ?? null };
}

/** Issues a freight invoice for a load of the issuer's books: numbered, taxed by the chosen treatment, parties copied. */
export async function issueFreightInvoice(db: Database, user: SessionUser, loadId: string, input: FreightInvoiceInput, today = kolkataDate()): Promise<InvoiceRow> {
  return withActor(db, user.id, async (trx) => {
    // The load row is locked first: two issues for one load take turns, the second sees the first's invoice.
    const load = await lockOwnLoadForInvoice(trx, user.id, loadId);
    if (!load) throw new NotFoundError('Load');
    if (load.status === 'cancelled') throw new ConflictError(t('invoices.error.loadCancelled'));
    if (input.due_on !== null && input.due_on < today) throw new ValidationError({ due_on: t('invoices.error.dueBeforeIssue') });
    const existing = await findLiveLoadInvoice(trx, user.id, loadId);
    if (existing) throw new ConflictError(t('invoices.error.alreadyInvoiced', { number: existing.displayNumber }));
    const seller = await findSeller(trx, user.id);
    const recipientState = stateOfGstin(input.buyer_gstin);
    const amounts = gstAmounts(input.gst_treatment, input.amount, stateOfGstin(input.seller_gstin), recipientState);
    const fy = fiscalYearOf(today);
    const number = await nextNumber(trx, user.id, 'freight_invoice', fy);
    return insertInvoice(trx, {
      issuerId: user.id,
      kind: 'freight_invoice',
      fiscalYear: fy,
      number,
      displayNumber: displayNumber('freight_invoice', fy, number),
      loadId,
      clientShipperId: load.clientId,
      buyerUserId: null,
      issuedOn: today,
      dueOn: input.due_on,
      gstTreatment: input.gst_treatment,
      interstate: amounts.interstate,
      sacCode: SAC_GOODS_TRANSPORT,
      taxablePaise: amounts.taxablePaise,
      cgstPaise: amounts.cgstPaise,
      sgstPaise: amounts.sgstPaise,
      igstPaise: amounts.igstPaise,
      totalPaise: amounts.totalPaise,
      sellerName: seller.companyName ?? seller.name,
      sellerGstin: input.seller_gstin,
      sellerAddress: input.seller_address,
      buyerName: input.buyer_name,
      buyerGstin: input.buyer_gstin,
      buyerAddress: input.buyer_address,
      placeOfSupply: placeOfSupply(recipientState),
      description: freightLine(load),
      shareToken: shareToken(),
    });
  });
}

/** The line of a carrier's invoice, prefilled in its form: the trip's route, pickup day, goods and weight. */
function tripLine(trip: CarriedTrip): string {
  return t('tripinvoice.line', {
    from: trip.origin,
    to: trip.destination,
    date: formatDate(trip.pickupDate),
    goods: trip.material ?? t('invoices.line.goodsUnknown'),
    weight: formatTonnes(trip.weightTonnes),
  });
}

/** What the carrier's invoice form starts from: the trip and its load, the driver's details and a live invoice if any. */
export interface TripInvoiceDraft {
  trip: CarriedTrip;
  seller: { name: string; gstin: string | null; city: string | null };
  line: string;
  existing: InvoiceRow | null;
}

/**
 * The trip a driver carried, to bill its load's owner: only the trip's own driver finds it (anyone else 404), and
 * only once it is delivered (409 before).
 */
export async function tripInvoiceDraft(db: Database, user: SessionUser, tripId: string): Promise<TripInvoiceDraft> {
  const trip = await findCarriedTrip(db, user.id, tripId, false);
  if (!trip) throw new NotFoundError('Trip');
  if (trip.tripStatus !== 'delivered') throw new ConflictError(t('tripinvoice.error.notDelivered'));
  const seller = await findSeller(db, user.id);
  return {
    trip,
    seller: { name: seller.companyName ?? seller.name, gstin: seller.gstin, city: seller.city },
    line: tripLine(trip),
    existing: (await findLiveLoadInvoice(db, user.id, trip.loadId)) ?? null,
  };
}

/**
 * A driver bills the owner of a load whose delivered trip they carried: a tax invoice (forward or reverse charge,
 * both GSTINs given) or, `exempt`, a bill of supply without tax. Numbered in the driver's own INV series, billed to
 * the owner as a user (buyer_user_id), so it is in the owner's /invoices. One live invoice per load and driver.
 */
export async function issueTripInvoice(db: Database, user: SessionUser, tripId: string, input: TripInvoiceInput, today = kolkataDate()): Promise<InvoiceRow> {
  return withActor(db, user.id, async (trx) => {
    const trip = await findCarriedTrip(trx, user.id, tripId);
    if (!trip) throw new NotFoundError('Trip');
    if (trip.tripStatus !== 'delivered') throw new ConflictError(t('tripinvoice.error.notDelivered'));
    if (input.due_on !== null && input.due_on < today) throw new ValidationError({ due_on: t('invoices.error.dueBeforeIssue') });
    const existing = await findLiveLoadInvoice(trx, user.id, trip.loadId);
    if (existing) throw new ConflictError(t('tripinvoice.error.alreadyInvoiced', { number: existing.displayNumber }));
    // A bill of supply has no tax; its place of supply is the recipient's state when their GSTIN names it.
    const recipientState = input.buyer_gstin ? stateOfGstin(input.buyer_gstin) : null;
    const supplierState = input.seller_gstin ? stateOfGstin(input.seller_gstin) : recipientState;
    const amounts =
      input.gst_treatment === 'exempt'
        ? gstAmounts('exempt', input.amount, supplierState ?? '', supplierState ?? '')
        : gstAmounts(input.gst_treatment, input.amount, supplierState as string, recipientState as string);
    const fy = fiscalYearOf(today);
    const number = await nextNumber(trx, user.id, 'freight_invoice', fy);
    return insertInvoice(trx, {
      issuerId: user.id,
      kind: 'freight_invoice',
      fiscalYear: fy,
      number,
      displayNumber: displayNumber('freight_invoice', fy, number),
      loadId: trip.loadId,
      clientShipperId: null,
      buyerUserId: trip.ownerId,
      issuedOn: today,
      dueOn: input.due_on,
      gstTreatment: input.gst_treatment,
      interstate: amounts.interstate,
      sacCode: SAC_GOODS_TRANSPORT,
      taxablePaise: amounts.taxablePaise,
      cgstPaise: amounts.cgstPaise,
      sgstPaise: amounts.sgstPaise,
      igstPaise: amounts.igstPaise,
      totalPaise: amounts.totalPaise,
      sellerName: input.seller_name,
      sellerGstin: input.seller_gstin,
      sellerAddress: input.seller_address,
      buyerName: input.buyer_name,
      buyerGstin: input.buyer_gstin,
      buyerAddress: input.buyer_address,
      placeOfSupply: recipientState ? placeOfSupply(recipientState) : null,
      description: input.description,
      shareToken: shareToken(),
    });
  });
}

/**
 * The platform's GST tax invoice for a fee it earned on a load, billed to the user who paid it; called by escrow
 * inside the transaction that books the fee (a release, or a dispute's split), so the invoice exists exactly when
 * the fee does. The load's row is locked by that transaction; the unique index of 061 (one fee invoice per load)
 * refuses a second one whatever happens. The fee charged is the invoice's total, GST included (gst.ts).
 */
export async function issueFeeInvoice(trx: Tx, fee: { loadId: string; payerId: string; feePaise: number }, today = kolkataDate()): Promise<InvoiceRow> {
  const cfg = config();
  const buyer = await findSeller(trx, fee.payerId);
  const platformState = stateOfGstin(cfg.PLATFORM_GSTIN);
  // An unregistered buyer is billed in their own state when it is known only through the GSTIN; without one the
  // supply is taken to be within the platform's state (CGST + SGST).
  const buyerState = buyer.gstin ? stateOfGstin(buyer.gstin) : platformState;
  const amounts = feeInvoiceAmounts(fee.feePaise, platformState, buyerState);
  const route = await findLoadRoute(trx, fee.loadId);
  const fy = fiscalYearOf(today);
  const number = await nextNumber(trx, null, 'fee_invoice', fy);
  return insertInvoice(trx, {
    issuerId: null,
    kind: 'fee_invoice',
    fiscalYear: fy,
    number,
    displayNumber: displayNumber('fee_invoice', fy, number),
    loadId: fee.loadId,
    clientShipperId: null,
    buyerUserId: fee.payerId,
    issuedOn: today,
    dueOn: null,
    gstTreatment: 'platform_18',
    interstate: amounts.interstate,
    sacCode: SAC_TRANSPORT_SUPPORT,
    taxablePaise: amounts.taxablePaise,
    cgstPaise: amounts.cgstPaise,
    sgstPaise: amounts.sgstPaise,
    igstPaise: amounts.igstPaise,
    totalPaise: amounts.totalPaise,
    sellerName: cfg.PLATFORM_LEGAL_NAME,
    sellerGstin: cfg.PLATFORM_GSTIN,
    sellerAddress: cfg.PLATFORM_ADDRESS,
    buyerName: buyer.companyName ?? buyer.name,
    buyerGstin: buyer.gstin,
    buyerAddress: buyer.city,
    placeOfSupply: placeOfSupply(buyerState),
    description: t('invoices.line.fee', { from: route.origin, to: route.destination, date: formatDate(route.pickupDate) }),
    shareToken: shareToken(),
  });
}

/** An invoice the viewer may see; 404 otherwise. */
export async function viewInvoice(db: Database, user: SessionUser, id: string): Promise<InvoiceRow> {
  const inv = await findInvoice(db, id);
  if (!inv || !maySeeInvoice(user, inv)) throw new NotFoundError('Invoice');
  return inv;
}

/** An invoice by its share link's token (no session); a wrong token is 404. */
export async function sharedInvoice(db: Database, token: string): Promise<InvoiceRow> {
  const inv = /^[A-Za-z0-9_-]{20,40}$/.test(token) ? await findInvoiceByToken(db, token) : undefined;
  if (!inv) throw new NotFoundError('Invoice');
  return inv;
}

/** The issuer cancels a live invoice of theirs: it keeps its number, and the load may be invoiced again. */
export async function cancelInvoice(db: Database, user: SessionUser, id: string): Promise<InvoiceRow> {
  return withActor(db, user.id, async (trx) => {
    const inv = await findInvoice(trx, id);
    if (!inv || !maySeeInvoice(user, inv)) throw new NotFoundError('Invoice');
    if (!mayCancelInvoice(user, inv) || !(await cancelOwnInvoice(trx, user.id, id))) throw new ConflictError(t('invoices.error.notCancellable'));
    return (await findInvoice(trx, id)) as InvoiceRow;
  });
}

/** The viewer's invoices: those they issued and those billed to them (fee invoices, carriers' invoices); an admin: every fee invoice. */
export function listInvoices(db: Database, user: SessionUser, page: number, limit: number) {
  return listInvoicesFor(db, user.role === 'admin' ? 'platform' : { userId: user.id }, page, limit);
}
