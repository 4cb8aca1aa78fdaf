/** Pages of invoices: the form for a load, an invoice (own and shared), and the list. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees, rupeesInputValue } from '../../lib/money.js';
import { cityName } from '../../lib/words.js';
import type { PageInfo } from '../../views/pagination.js';
import { Pagination } from '../../views/pagination.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { driverTripPath, loadInvoicePath, tripInvoicePath } from '../../views/paths.js';
import { FREIGHT_TREATMENTS, TRIP_TREATMENTS } from './gst.js';
import { DocumentActions } from './document-actions.js';
import { DocumentTabs } from './lr-views.js';
import { ISSUER_ROLES } from './policy.js';
import { invoicePath, invoicePdfPath, reverseChargeOf, sharePdfPath } from './presenters.js';
import type { InvoiceRow } from './queries.js';
import type { InvoiceDraft, TripInvoiceDraft } from './service.js';
import { numberLabels, taxRows, titleOf, treatmentName } from './words.js';

/** The form's starting values: the load's freight, the issuer's GSTIN and city, the client's details. */
export function draftValues(d: InvoiceDraft): FormValues {
  const clientAddress = [d.load.clientAddress, d.load.clientCity].filter(Boolean).join(', ');
  return {
    gst_treatment: 'forward_12',
    amount: rupeesInputValue(d.load.pricePaise),
    due_on: '',
    seller_gstin: d.seller.gstin ?? '',
    seller_address: d.seller.city ?? '',
    buyer_name: d.load.clientName ?? '',
    buyer_gstin: d.load.clientGstin ?? '',
    buyer_address: clientAddress,
  };
}

export function InvoiceFormPage({ user, draft, values, errors, message }: { user: SessionUser; draft: InvoiceDraft; values: FormValues; errors?: FormErrors | null; message?: string | null }) {
  const { load, existing } = draft;
  return (
    <Layout title={t('invoices.form.title')} user={user} active="/invoices">
      <h1>{t('invoices.form.title')}</h1>
      <p class="muted">
        {load.origin} → {load.destination} · {formatDate(load.pickupDate)} · <a href={`/ledger/loads/${load.id}`}>{t('invoices.form.backToLoad')}</a>
      </p>
      {existing ? (
        <section class="card">
          <p>{t('invoices.form.existing', { number: existing.displayNumber })}</p>
          <p>
            <a class="button" href={invoicePath(existing.id)}>
              {t('invoices.open')}
            </a>
          </p>
        </section>
      ) : (
        <form method="post" action={loadInvoicePath(load.id)} class="card stack" novalidate>
          <ErrorSummary errors={errors} message={message} />
          <Field
            name="gst_treatment"
            label={t('invoices.field.treatment')}
            values={values}
            errors={errors}
            required
            options={FREIGHT_TREATMENTS.map((v) => [v, treatmentName(v)])}
            hint={t('invoices.form.treatmentHint')}
          />
          <Field name="amount" label={t('invoices.field.amount')} values={values} errors={errors} required inputmode="decimal" hint={t('invoices.form.amountHint')} />
          <Field name="due_on" label={t('invoices.field.dueOn')} values={values} errors={errors} type="date" />
          <fieldset>
            <legend>{t('invoices.seller')}</legend>
            <p class="muted">{draft.seller.name}</p>
            <Field name="seller_gstin" label={t('invoices.field.sellerGstin')} values={values} errors={errors} required autocapitalize="characters" spellcheck={false} maxlength={15} />
            <Field name="seller_address" label={t('invoices.field.sellerAddress')} values={values} errors={errors} required maxlength={300} />
          </fieldset>
          <fieldset>
            <legend>{t('invoices.buyer')}</legend>
            <Field name="buyer_name" label={t('invoices.field.buyerName')} values={values} errors={errors} required maxlength={200} />
            <Field name="buyer_gstin" label={t('invoices.field.buyerGstin')} values={values} errors={errors} required autocapitalize="characters" spellcheck={false} maxlength={15} />
            <Field name="buyer_address" label={t('invoices.field.buyerAddress')} values={values} errors={errors} required maxlength={300} />
          </fieldset>
          <p>
            <button type="submit">{t('invoices.form.submit')}</button>
          </p>
        </form>
      )}
    </Layout>
  );
}

/** The carrier's form's starting values: a bill of supply without a GSTIN, else forward 12%; the agreed freight; the owner as recipient. */
export function tripDraftValues(d: TripInvoiceDraft): FormValues {
  return {
    gst_treatment: d.seller.gstin ? 'forward_12' : 'exempt',
    amount: rupeesInputValue(d.trip.agreedAmountPaise),
    due_on: '',
    seller_name: d.seller.name,
    seller_gstin: d.seller.gstin ?? '',
    seller_address: d.seller.city ?? '',
    buyer_name: d.trip.ownerCompany ?? d.trip.ownerName,
    buyer_gstin: d.trip.ownerGstin ?? '',
    buyer_address: d.trip.ownerCity ?? '',
    description: d.line,
  };
}

/** A driver's invoice for a trip they carried: a bill of supply (exempt) or a tax invoice, to the load's owner. */
export function TripInvoiceFormPage({ user, draft, values, errors, message }: { user: SessionUser; draft: TripInvoiceDraft; values: FormValues; errors?: FormErrors | null; message?: string | null }) {
  const { trip, existing } = draft;
  return (
    <Layout title={t('tripinvoice.title')} user={user} active="/driver/trips">
      <h1>{t('tripinvoice.title')}</h1>
      <p class="muted">
        {cityName(trip.origin)} → {cityName(trip.destination)} · {formatDate(trip.pickupDate)} · <a href={driverTripPath(trip.tripId)}>{t('tripinvoice.backToTrip')}</a>
      </p>
      {existing ? (
        <section class="card">
          <p>{t('tripinvoice.existing', { number: existing.displayNumber })}</p>
          <p>
            <a class="button" href={invoicePath(existing.id)}>
              {t('invoices.open')}
            </a>
          </p>
        </section>
      ) : (
        <form method="post" action={tripInvoicePath(trip.tripId)} class="card stack" novalidate>
          <ErrorSummary errors={errors} message={message} />
          <p>{t('tripinvoice.intro', { name: trip.ownerCompany ?? trip.ownerName })}</p>
          <Field
            name="gst_treatment"
            label={t('invoices.field.treatment')}
            values={values}
            errors={errors}
            required
            options={TRIP_TREATMENTS.map((v) => [v, treatmentName(v)])}
            hint={t('tripinvoice.treatmentHint')}
          />
          <Field name="amount" label={t('invoices.field.amount')} values={values} errors={errors} required inputmode="decimal" hint={t('tripinvoice.amountHint')} />
          <Field name="due_on" label={t('invoices.field.dueOn')} values={values} errors={errors} type="date" />
          <Field name="description" label={t('invoices.field.description')} values={values} errors={errors} required maxlength={500} />
          <fieldset>
            <legend>{t('invoices.seller')}</legend>
            <Field name="seller_name" label={t('tripinvoice.field.sellerName')} values={values} errors={errors} required maxlength={200} />
            <Field name="seller_gstin" label={t('invoices.field.sellerGstin')} values={values} errors={errors} autocapitalize="characters" spellcheck={false} maxlength={15} />
            <Field name="seller_address" label={t('invoices.field.sellerAddress')} values={values} errors={errors} required maxlength={300} />
          </fieldset>
          <fieldset>
            <legend>{t('invoices.buyer')}</legend>
            <Field name="buyer_name" label={t('tripinvoice.field.buyerName')} values={values} errors={errors} required maxlength={200} />
            <Field name="buyer_gstin" label={t('tripinvoice.field.buyerGstin')} values={values} errors={errors} autocapitalize="characters" spellcheck={false} maxlength={15} />
            <Field name="buyer_address" label={t('tripinvoice.field.buyerAddress')} values={values} errors={errors} required maxlength={300} />
          </fieldset>
          <p>
            <button type="submit">{t('invoices.form.submit')}</button>
          </p>
        </form>
      )}
    </Layout>
  );
}

/** The invoice itself, as on paper: shared by the owner's page and the share page. */
function InvoiceBody({ inv }: { inv: InvoiceRow }) {
  return (
    <article class="card invoice">
      <h2>
        {titleOf(inv)} {inv.cancelledAt && <b class="pill tone-bad">{t('invoices.cancelledStamp')}</b>}
      </h2>
      <dl class="facts">
        <dt>{numberLabels(inv).number}</dt>
        <dd>
          <b class="invoice-number">{inv.displayNumber}</b>
        </dd>
        <dt>{numberLabels(inv).issuedOn}</dt>
        <dd>{formatDate(inv.issuedOn)}</dd>
        {inv.dueOn && (
          <>
            <dt>{t('invoices.field.dueOn')}</dt>
            <dd>{formatDate(inv.dueOn)}</dd>
          </>
        )}
        <dt>{t('invoices.field.treatment')}</dt>
        <dd>{treatmentName(inv.gstTreatment)}</dd>
        <dt>{t('invoices.field.placeOfSupply')}</dt>
        <dd>{inv.placeOfSupply ?? '—'}</dd>
      </dl>
      <div class="two-col">
        <section>
          <h3>{t('invoices.seller')}</h3>
          <p>
            <b>{inv.sellerName}</b>
            <br />
            GSTIN: <span class="gstin">{inv.sellerGstin ?? t('invoices.unregistered')}</span>
            <br />
            {inv.sellerAddress}
          </p>
        </section>
        <section>
          <h3>{t('invoices.buyer')}</h3>
          <p>
            <b>{inv.buyerName}</b>
            <br />
            GSTIN: <span class="gstin">{inv.buyerGstin ?? t('invoices.unregistered')}</span>
            <br />
            {inv.buyerAddress}
          </p>
        </section>
      </div>
      <table class="invoice-lines">
        <thead>
          <tr>
            <th>{t('invoices.field.description')}</th>
            <th>{t('invoices.field.sac')}</th>
            <th class="num">{t('invoices.field.taxable')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{inv.description}</td>
            <td>{inv.sacCode}</td>
            <td class="num">{formatRupees(inv.taxablePaise)}</td>
          </tr>
        </tbody>
      </table>
      <dl class="facts invoice-totals">
        <dt>{t('invoices.field.taxable')}</dt>
        <dd class="num">{formatRupees(inv.taxablePaise)}</dd>
        {taxRows(inv).map((r) => (
          <>
            <dt>{r.label}</dt>
            <dd class="num">{formatRupees(r.paise)}</dd>
          </>
        ))}
        <dt>
          <b>{t('invoices.field.total')}</b>
        </dt>
        <dd class="num">
          <b>{formatRupees(inv.totalPaise)}</b>
        </dd>
      </dl>
      {inv.gstTreatment === 'reverse' && (
        <p class="notice">
          <b>{t('invoices.reverseStatement')}</b> {t('invoices.reverseAmount', { amount: formatRupees(reverseChargeOf(inv)) })}
        </p>
      )}
      {inv.gstTreatment === 'exempt' && (
        <p class="notice">
          <b>{t('tripinvoice.exemptStatement')}</b>
        </p>
      )}
    </article>
  );
}

export function InvoicePage({ user, flash, inv, shareUrl, canCancel }: { user: SessionUser; flash?: Flash | null; inv: InvoiceRow; shareUrl: string; canCancel: boolean }) {
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${titleOf(inv)} ${inv.displayNumber}: ${shareUrl}`)}`;
  return (
    <Layout title={`${titleOf(inv)} ${inv.displayNumber}`} user={user} flash={flash} active="/invoices">
      <p>
        <a href="/invoices">{t('invoices.list.back')}</a>
      </p>
      <InvoiceBody inv={inv} />
      <DocumentActions
        pdfHref={invoicePdfPath(inv.id)}
        fileName={inv.displayNumber}
        shareUrl={shareUrl}
        shareHint={t('invoices.shareHint')}
        whatsapp={whatsapp}
        cancel={canCancel ? { action: `${invoicePath(inv.id)}/cancel`, label: t('invoices.cancel'), confirm: t('invoices.cancelConfirm') } : null}
      />
    </Layout>
  );
}

/** The page of a share link: the invoice and its PDF, nothing else. */
export function SharedInvoicePage({ inv }: { inv: InvoiceRow }) {
  return (
    <Layout title={`${titleOf(inv)} ${inv.displayNumber}`} user={null}>
      <InvoiceBody inv={inv} />
      <p>
        <a class="button" href={sharePdfPath(inv.shareToken)}>
          {t('invoices.downloadPdf')}
        </a>
      </p>
    </Layout>
  );
}

export function InvoicesPage({ user, flash, rows, info }: { user: SessionUser; flash?: Flash | null; rows: InvoiceRow[]; info: PageInfo }) {
  return (
    <Layout title={t('invoices.list.title')} user={user} flash={flash} active="/invoices">
      <h1>{t('invoices.list.title')}</h1>
      {(ISSUER_ROLES as readonly string[]).includes(user.role) && <DocumentTabs current="invoices" />}
      <p class="muted">
        {user.role === 'admin' ? t('invoices.list.adminHint') : t('invoices.list.hint')}
        {(ISSUER_ROLES as readonly string[]).includes(user.role) && <> {t('tripinvoice.listHint')}</>}
      </p>
      {rows.length === 0 ? (
        <p class="empty">{t('invoices.list.empty')}</p>
      ) : (
        <table class="ledger-table stack-on-phone">
          <thead>
            <tr>
              <th>{t('invoices.field.number')}</th>
              <th>{t('invoices.field.issuedOn')}</th>
              <th>{t('invoices.list.party')}</th>
              <th class="num">{t('invoices.field.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((inv) => (
              <tr>
                <td class="card-title">
                  <a href={invoicePath(inv.id)}>{inv.displayNumber}</a> {inv.cancelledAt && <b class="pill tone-bad">{t('invoices.cancelledStamp')}</b>}
                  {inv.kind === 'freight_invoice' && inv.buyerUserId === user.id && <b class="pill">{t('tripinvoice.billedToYou')}</b>}
                </td>
                <td data-label={t('invoices.field.issuedOn')}>{formatDate(inv.issuedOn)}</td>
                <td data-label={t('invoices.list.party')}>{inv.issuerId === user.id ? inv.buyerName : inv.sellerName}</td>
                <td data-label={t('invoices.field.total')} class="num">
                  {formatRupees(inv.totalPaise)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination info={info} baseUrl="/invoices" query={{}} />
    </Layout>
  );
}
