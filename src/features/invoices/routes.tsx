/**
 * Route table of invoices. Each page also answers JSON (Accept: application/json), which is the invoices API
 * documented at /api-docs: issue for a load of the books or (a driver) for a trip carried, list, read, cancel, and
 * the share link's invoice.
 * PDFs are files (application/pdf): the issuer's at /invoices/<id>/pdf, anyone's with the link at /i/<token>/pdf.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { route, uuidParam } from '../../http/action.js';
import { sendFile } from '../../http/csv-download.js';
import { NotFoundError } from '../../http/errors.js';
import { actor, requireUser } from '../../http/guards.js';
import { isUuid } from '../../lib/ids.js';
import { t } from '../../lib/i18n/index.js';
import { pageInfo } from '../../views/pagination.js';
import { invoicePdf } from './invoice-pdf.js';
import { registerLorryReceiptRoutes } from './lr-routes.js';
import { CANCELLING_ROLES, CARRIER_ROLES, ISSUER_ROLES, mayCancelInvoice } from './policy.js';
import { invoicePath, presentInvoice, sharePath } from './presenters.js';
import type { InvoiceRow } from './queries.js';
import { freightInvoiceSchema, invoiceListSchema, tripInvoiceSchema } from './schema.js';
import { cancelInvoice, invoiceDraft, issueFreightInvoice, issueTripInvoice, listInvoices, sharedInvoice, tripInvoiceDraft, viewInvoice } from './service.js';
import { draftValues, InvoiceFormPage, InvoicePage, InvoicesPage, SharedInvoicePage, TripInvoiceFormPage, tripDraftValues } from './views.js';

const withLoad = z.object({ id: uuidParam('Load') });
const withInvoice = z.object({ id: uuidParam('Invoice') });
const withTrip = z.object({ id: uuidParam('Trip') });
const withToken = z.object({ token: z.string() });

async function sendPdf(reply: FastifyReply, inv: InvoiceRow): Promise<FastifyReply> {
  const body = await invoicePdf(inv);
  reply.header('x-robots-tag', 'noindex');
  return sendFile(reply, { type: 'application/pdf', name: `${inv.displayNumber.replaceAll('/', '-')}.pdf`, body, inline: true });
}

export function registerInvoiceRoutes(app: FastifyInstance): void {
  const base = app.config.BASE_URL;
  const present = (inv: InvoiceRow) => presentInvoice(inv, base);

  route(app, 'GET /ledger/loads/:id/invoice', {
    summary: "The form to invoice a load of the books: GST treatment, freight, due date, the issuer's and the client's names, GSTINs and addresses (prefilled)",
    access: ISSUER_ROLES,
    params: withLoad,
    run: ({ db, user, params }) => invoiceDraft(db, user, params.id),
    json: (d) => ({ invoice: d.existing ? present(d.existing) : null, prefill: draftValues(d) }),
    page: (d, { user }) => InvoiceFormPage({ user, draft: d, values: draftValues(d) }),
  });

  route(app, 'POST /ledger/loads/:id/invoice', {
    summary:
      "Issues a freight invoice (SAC 996791) for a load of the books, numbered INV/<financial year>/<n> in the issuer's gap-free series: `gst_treatment` forward_12 | forward_5 | reverse, `amount` (rupees, taxable value), optional `due_on`, `seller_gstin`, `seller_address`, `buyer_name`, `buyer_gstin`, `buyer_address`. One live invoice per load (409 while one is not cancelled)",
    access: ISSUER_ROLES,
    params: withLoad,
    body: freightInvoiceSchema,
    onInvalidInput: ({ db, user, params }) => invoiceDraft(db, user, params.id),
    run: ({ db, user, params, body }) => issueFreightInvoice(db, user, params.id, body),
    status: 201,
    json: (inv) => ({ invoice: present(inv) }),
    redirect: (inv) => ({ to: invoicePath(inv.id), flash: t('invoices.flash.issued', { number: inv.displayNumber }) }),
    form: async (refusal, { db, user, params, values }) => InvoiceFormPage({ user, draft: await invoiceDraft(db, user, params.id), values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'GET /driver/trips/:id/invoice', {
    summary:
      "The form a driver bills the load's owner with for a delivered trip they carried (only that trip's driver; anyone else 404; before delivery 409): prefilled with the agreed freight, the driver's name, GSTIN and city, the owner's company, GSTIN and city, and the trip's line",
    access: CARRIER_ROLES,
    params: withTrip,
    run: ({ db, user, params }) => tripInvoiceDraft(db, user, params.id),
    json: (d) => ({ invoice: d.existing ? present(d.existing) : null, prefill: tripDraftValues(d) }),
    page: (d, { user }) => TripInvoiceFormPage({ user, draft: d, values: tripDraftValues(d) }),
  });

  route(app, 'POST /driver/trips/:id/invoice', {
    summary:
      "A driver bills the load's owner for a delivered trip they carried, numbered INV/<financial year>/<n> in the driver's own series and billed to the owner (in their /invoices): `gst_treatment` exempt (a bill of supply without tax: transport by road by someone who is not a goods transport agency, Notification 12/2017-CT(Rate) entry 18; GSTINs optional) | forward_12 | forward_5 | reverse (a tax invoice: `seller_gstin` and `buyer_gstin` required), `amount` (rupees), optional `due_on`, `seller_name`, `seller_address`, `buyer_name`, `buyer_address`, `description`. One live invoice per trip (409 while one is not cancelled); before delivery 409",
    access: CARRIER_ROLES,
    params: withTrip,
    body: tripInvoiceSchema,
    onInvalidInput: ({ db, user, params }) => tripInvoiceDraft(db, user, params.id),
    run: ({ db, user, params, body }) => issueTripInvoice(db, user, params.id, body),
    status: 201,
    json: (inv) => ({ invoice: present(inv) }),
    redirect: (inv) => ({ to: invoicePath(inv.id), flash: t('invoices.flash.issued', { number: inv.displayNumber }) }),
    form: async (refusal, { db, user, params, values }) => TripInvoiceFormPage({ user, draft: await tripInvoiceDraft(db, user, params.id), values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'GET /invoices', {
    summary: "The caller's invoices, newest first: those they issued and those billed to them (the platform's fee invoices, a carrier's invoices for their loads; an admin: every fee invoice)",
    query: invoiceListSchema,
    async run({ db, user, query }) {
      const { rows, total } = await listInvoices(db, user, query.page, query.limit);
      return { rows, info: pageInfo(query.page, query.limit, total) };
    },
    json: ({ rows, info }) => ({ invoices: rows.map(present), pagination: { page: info.page, pages: info.pages, total: info.total } }),
    page: ({ rows, info }, { user, flash }) => InvoicesPage({ user, flash, rows, info }),
  });

  route(app, 'GET /invoices/:id', {
    summary: 'An invoice: its issuer, the user it bills (a fee invoice, a carrier invoice for their load), or an admin (anyone else: 404), with its share link',
    params: withInvoice,
    run: ({ db, user, params }) => viewInvoice(db, user, params.id),
    json: (inv) => ({ invoice: present(inv) }),
    page: (inv, { user, flash }) => InvoicePage({ user, flash, inv, shareUrl: `${base}${sharePath(inv.shareToken)}`, canCancel: mayCancelInvoice(user, inv) }),
  });

  route(app, 'POST /invoices/:id/cancel', {
    summary: 'The issuer cancels an invoice (the user it bills cannot): it keeps its number and stays readable, marked cancelled; its load may be invoiced again',
    access: CANCELLING_ROLES,
    params: withInvoice,
    run: ({ db, user, params }) => cancelInvoice(db, user, params.id),
    json: (inv) => ({ invoice: present(inv) }),
    redirect: (inv) => ({ to: invoicePath(inv.id), flash: t('invoices.flash.cancelled', { number: inv.displayNumber }) }),
    back: { to: ({ params }) => invoicePath(params.id) },
  });

  route(app, 'GET /i/:token', {
    summary: 'An invoice through its share link, without a session (a wrong token: 404); only the invoice itself is shown',
    access: 'public',
    params: withToken,
    run: ({ db, params }) => sharedInvoice(db, params.token),
    json: (inv) => ({ invoice: present(inv) }),
    page: (inv) => SharedInvoicePage({ inv }),
  });

  app.get<{ Params: { id: string } }>('/invoices/:id/pdf', { preHandler: requireUser }, async (req, reply) => {
    if (!isUuid(req.params.id)) throw new NotFoundError('Invoice');
    return sendPdf(reply, await viewInvoice(app.db, actor(req), req.params.id));
  });
  app.get<{ Params: { token: string } }>('/i/:token/pdf', async (req, reply) => sendPdf(reply, await sharedInvoice(app.db, req.params.token)));
  registerLorryReceiptRoutes(app);
}
