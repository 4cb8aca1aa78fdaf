/** Route table of the payments in the books: money received and paid out. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError, ValidationError, zodDetails } from '../../../http/errors.js';
import { actor } from '../../../http/guards.js';
import { redirectWithFlash, renderPage, sendData, takeFlash, wantsJson } from '../../../http/respond.js';
import { kolkataDate } from '../../../lib/dates.js';
import { isUuid } from '../../../lib/ids.js';
import { rupeesInputValue } from '../../../lib/money.js';
import type { FormErrors, FormValues } from '../../../views/form.js';
import { pageInfo } from '../../../views/pagination.js';
import { listShipperOptions } from '../clients/queries.js';
import { findBooksLoad, listLoadOptions } from '../loads/queries.js';
import { presentPagination } from '../presenters.js';
import { books, formValuesOf, idOf, parse, type IdParams, type IdReq, type Req } from '../route-helpers.js';
import { presentPayment } from './presenters.js';
import { findOwnPayment, listPayments } from './queries.js';
import { paymentFilterSchema, paymentSchema } from './schema.js';
import { deletePayment, editPayment, recordPayment } from './service.js';
import { PaymentFormPage, PaymentsPage } from './views.js';

export function registerBooksPaymentRoutes(app: FastifyInstance): void {
  app.get('/ledger/payments', books, showPaymentsPage);
  app.get('/ledger/payments/new', books, showNewPaymentPage);
  app.post('/ledger/payments', books, addPayment);
  app.get<IdParams>('/ledger/payments/:id/edit', books, showEditPaymentPage);
  app.post<IdParams>('/ledger/payments/:id', books, savePayment);
  app.post<IdParams>('/ledger/payments/:id/delete', books, removePayment);

  async function showPaymentsPage(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const query = formValuesOf(req.query);
    const parsed = paymentFilterSchema.safeParse(req.query ?? {});
    if (!parsed.success) {
      if (wantsJson(req)) throw new ValidationError(zodDetails(parsed.error));
      const shippers = await listShipperOptions(app.db, user.id);
      return renderPage(reply, PaymentsPage({ user, query, errors: zodDetails(parsed.error), rows: [], info: null, totals: null, shippers }), 400);
    }
    const f = parsed.data;
    const [{ rows, total, receivedPaise, paidPaise }, shippers] = await Promise.all([listPayments(app.db, user.id, f), listShipperOptions(app.db, user.id)]);
    const info = pageInfo(f.page, f.limit, total);
    if (wantsJson(req)) {
      return sendData(reply, { payments: rows.map(presentPayment), pagination: presentPagination(info), totals: { received: receivedPaise / 100, paid: paidPaise / 100 } });
    }
    return renderPage(reply, PaymentsPage({ user, flash: takeFlash(req, reply), query, rows, info, totals: { receivedPaise, paidPaise }, shippers }));
  }

  async function renderPaymentForm(reply: FastifyReply, user: SessionUser, form: { paymentId?: string; values: FormValues; errors?: FormErrors; message?: string }, status: number) {
    const [shippers, loads] = await Promise.all([listShipperOptions(app.db, user.id), listLoadOptions(app.db, user.id)]);
    const chosen = typeof form.values.load_id === 'string' && isUuid(form.values.load_id) ? form.values.load_id.toLowerCase() : null;
    if (chosen && !loads.some((l) => l.id === chosen)) {
      const extra = await findBooksLoad(app.db, user.id, chosen);
      if (extra) loads.unshift({ id: extra.id, origin: extra.origin, destination: extra.destination, pickupDate: extra.pickupDate, pricePaise: extra.pricePaise, listed: extra.listed });
    }
    return renderPage(reply, PaymentFormPage({ user, ...form, shippers, loads }), status);
  }

  async function showNewPaymentPage(req: Req, reply: FastifyReply) {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const values: FormValues = {
      direction: q.direction === 'paid' || q.direction === 'received' ? q.direction : '',
      method: 'bank',
      paid_on: kolkataDate(),
      load_id: isUuid(q.load_id) ? q.load_id.toLowerCase() : '',
      shipper_id: isUuid(q.shipper_id) ? q.shipper_id.toLowerCase() : '',
    };
    return renderPaymentForm(reply, actor(req), { values }, 200);
  }

  async function addPayment(req: Req, reply: FastifyReply) {
    const user = actor(req);
    try {
      const id = await recordPayment(app.db, user, parse(paymentSchema, req.body));
      if (wantsJson(req)) return sendData(reply, { payment: presentPayment((await findOwnPayment(app.db, user.id, id))!) }, 201);
      return redirectWithFlash(reply, '/ledger/payments', 'Payment recorded.');
    } catch (err) {
      if (err instanceof ValidationError && !wantsJson(req)) return renderPaymentForm(reply, user, { values: formValuesOf(req.body), errors: err.details, message: err.message }, 400);
      throw err;
    }
  }

  async function showEditPaymentPage(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const p = await findOwnPayment(app.db, user.id, idOf(req, 'Payment'));
    if (!p) throw new NotFoundError('Payment');
    const values: FormValues = {
      direction: p.direction,
      amount: rupeesInputValue(p.amountPaise),
      method: p.method,
      paid_on: p.paidOn,
      load_id: p.loadId,
      shipper_id: p.direction === 'received' ? p.shipperId : null,
      reference: p.reference,
      note: p.note,
    };
    return renderPaymentForm(reply, user, { paymentId: p.id, values }, 200);
  }

  async function savePayment(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const id = idOf(req, 'Payment');
    try {
      await editPayment(app.db, user, id, parse(paymentSchema, req.body));
    } catch (err) {
      if (err instanceof ValidationError && !wantsJson(req)) return renderPaymentForm(reply, user, { paymentId: id, values: formValuesOf(req.body), errors: err.details, message: err.message }, 400);
      throw err;
    }
    if (wantsJson(req)) return sendData(reply, { payment: presentPayment((await findOwnPayment(app.db, user.id, id))!) });
    return redirectWithFlash(reply, '/ledger/payments', 'Payment saved.');
  }

  async function removePayment(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const id = idOf(req, 'Payment');
    await deletePayment(app.db, user, id);
    if (wantsJson(req)) return sendData(reply, { id, deleted: true });
    return redirectWithFlash(reply, '/ledger/payments', 'Payment deleted from your books.');
  }
}
