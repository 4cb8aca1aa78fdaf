/** Route table of the payments in the books: money received and paid out. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formValuesOf, route, uuidParam } from '../../../http/action.js';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError } from '../../../http/errors.js';
import { t } from '../../../lib/i18n/index.js';
import { kolkataDate } from '../../../lib/dates.js';
import { isUuid } from '../../../lib/ids.js';
import { rupeesInputValue } from '../../../lib/money.js';
import type { FormErrors, FormValues } from '../../../views/form.js';
import { pageInfo } from '../../../views/pagination.js';
import { listShipperOptions } from '../clients/queries.js';
import { openInvoiceOptions } from '../receivables/queries.js';
import { findBooksLoad, listLoadOptions } from '../loads/queries.js';
import { BOOKS_ROLES } from '../policy.js';
import { presentPagination } from '../presenters.js';
import { presentPayment } from './presenters.js';
import { findOwnPayment, listPayments, type PaymentRow } from './queries.js';
import { paymentFilterSchema, paymentSchema } from './schema.js';
import { deletePayment, editPayment, recordPayment } from './service.js';
import { PaymentFormPage, PaymentsPage } from './views.js';

const withPayment = z.object({ id: uuidParam('Payment') });

export function registerBooksPaymentRoutes(app: FastifyInstance): void {
  route(app, 'GET /ledger/payments', {
    summary: 'The payments in the books, filtered by dates, client, load and direction, with the totals received and paid for the filters',
    access: BOOKS_ROLES,
    query: paymentFilterSchema,
    async run({ db, user, query: f }) {
      const { rows, total, receivedPaise, paidPaise } = await listPayments(db, user.id, f);
      return { rows, info: pageInfo(f.page, f.limit, total), totals: { receivedPaise, paidPaise } };
    },
    json: ({ rows, info, totals }) => ({ payments: rows.map(presentPayment), pagination: presentPagination(info), totals: { received: totals.receivedPaise / 100, paid: totals.paidPaise / 100 } }),
    page: async ({ rows, info, totals }, { db, user, flash, req }) =>
      PaymentsPage({ user, flash, query: formValuesOf(req.query), rows, info, totals, shippers: await listShipperOptions(db, user.id) }),
    form: async (refusal, { db, user, req }) =>
      PaymentsPage({ user, query: formValuesOf(req.query), errors: refusal.details, rows: [], info: null, totals: null, shippers: await listShipperOptions(db, user.id) }),
  });

  route(app, 'GET /ledger/payments/new', {
    summary: 'The form to record a payment (?direction=, ?load_id=, ?shipper_id=, ?invoice_id= fill it in)',
    access: BOOKS_ROLES,
    query: newPaymentValues,
    run: () => null,
    page: (_none, { user, query }) => paymentFormPage(user, { values: query }),
  });

  route(app, 'POST /ledger/payments', {
    summary: 'Records a payment received from a client or paid out',
    access: BOOKS_ROLES,
    body: paymentSchema,
    run: ({ db, user, body }) => recordPayment(db, user, body),
    status: 201,
    json: async (id, { user }) => ({ payment: presentPayment(await findPaymentOr404(user, id)) }),
    redirect: () => ({ to: '/ledger/payments', flash: t('books.flash.paymentRecorded') }),
    form: (refusal, { user, values }) => paymentFormPage(user, { values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'GET /ledger/payments/:id/edit', {
    summary: 'The form to edit a payment',
    access: BOOKS_ROLES,
    params: withPayment,
    run: ({ user, params }) => findPaymentOr404(user, params.id),
    page: (p, { user }) => paymentFormPage(user, { paymentId: p.id, values: paymentFormValues(p) }),
  });

  route(app, 'POST /ledger/payments/:id', {
    summary: 'Saves a payment',
    access: BOOKS_ROLES,
    params: withPayment,
    body: paymentSchema,
    run: ({ db, user, params, body }) => editPayment(db, user, params.id, body),
    json: async (_saved, { user, params }) => ({ payment: presentPayment(await findPaymentOr404(user, params.id)) }),
    redirect: () => ({ to: '/ledger/payments', flash: t('books.flash.paymentSaved') }),
    form: (refusal, { user, params, values }) => paymentFormPage(user, { paymentId: params.id, values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'POST /ledger/payments/:id/delete', {
    summary: 'Deletes a payment from the books (soft delete)',
    access: BOOKS_ROLES,
    params: withPayment,
    async run({ db, user, params }) {
      await deletePayment(db, user, params.id);
      return params.id;
    },
    json: (id) => ({ id, deleted: true }),
    redirect: () => ({ to: '/ledger/payments', flash: t('books.flash.paymentDeleted') }),
  });

  async function findPaymentOr404(user: SessionUser, id: string): Promise<PaymentRow> {
    const p = await findOwnPayment(app.db, user.id, id);
    if (!p) throw new NotFoundError('Payment');
    return p;
  }

  /** The payment form, whose load choices include the chosen load even when it is not among the recent ones. */
  async function paymentFormPage(user: SessionUser, form: { paymentId?: string; values: FormValues; errors?: FormErrors | null; message?: string }) {
    const namedInvoice = typeof form.values.invoice_id === 'string' && isUuid(form.values.invoice_id) ? form.values.invoice_id.toLowerCase() : null;
    const [shippers, loads, invoices] = await Promise.all([listShipperOptions(app.db, user.id), listLoadOptions(app.db, user.id), openInvoiceOptions(app.db, user.id, namedInvoice)]);
    const chosen = typeof form.values.load_id === 'string' && isUuid(form.values.load_id) ? form.values.load_id.toLowerCase() : null;
    if (chosen && !loads.some((l) => l.id === chosen)) {
      const extra = await findBooksLoad(app.db, user.id, chosen);
      if (extra) loads.unshift({ id: extra.id, origin: extra.origin, destination: extra.destination, pickupDate: extra.pickupDate, pricePaise: extra.pricePaise, listed: extra.listed });
    }
    return PaymentFormPage({ user, ...form, shippers, loads, invoices });
  }
}

/** The new payment form's first values: today, by bank, and what its link names (a direction, a load, a client); anything else in the link is ignored, never refused. */
function newPaymentValues(raw: unknown): FormValues {
  const q = (raw ?? {}) as Record<string, unknown>;
  return {
    direction: q.direction === 'paid' || q.direction === 'received' ? q.direction : '',
    method: 'bank',
    paid_on: kolkataDate(),
    load_id: isUuid(q.load_id) ? q.load_id.toLowerCase() : '',
    shipper_id: isUuid(q.shipper_id) ? q.shipper_id.toLowerCase() : '',
    invoice_id: isUuid(q.invoice_id) ? q.invoice_id.toLowerCase() : '',
  };
}

/** A stored payment as the form's text values. */
function paymentFormValues(p: PaymentRow): FormValues {
  return {
    direction: p.direction,
    amount: rupeesInputValue(p.amountPaise),
    method: p.method,
    paid_on: p.paidOn,
    load_id: p.loadId,
    shipper_id: p.direction === 'received' ? p.shipperId : null,
    invoice_id: p.invoiceId,
    reference: p.reference,
    note: p.note,
  };
}
