/** Pages of lorry receipts: the form for a load, an LR (own and shared), and the list (a tab of /invoices). */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees, rupeesInputValue } from '../../lib/money.js';
import { formatTonnes } from '../../lib/words.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import type { PageInfo } from '../../views/pagination.js';
import { Pagination } from '../../views/pagination.js';
import { loadReceiptPath } from '../../views/paths.js';
import { receiptPath, receiptPdfPath, receiptSharePdfPath } from './lr-presenters.js';
import type { LorryReceiptRow } from './lr-queries.js';
import { GST_PAYERS, PAYMENT_BASES } from './lr-schema.js';
import type { ReceiptDraft } from './lr-service.js';
import { DocumentActions } from './document-actions.js';
import { gstPayerName, packagesText, paymentBasisName } from './lr-words.js';

/** The form's starting values: the client as consignor, the load's goods, weight, freight, vehicle, driver and e-way bill. */
export function receiptDraftValues(d: ReceiptDraft): FormValues {
  const { load } = d;
  return {
    consignor_name: load.clientName ?? '',
    consignor_gstin: load.clientGstin ?? '',
    consignor_address: [load.clientAddress, load.clientCity].filter(Boolean).join(', '),
    consignee_name: '',
    consignee_gstin: '',
    consignee_address: load.destination,
    vehicle_number: load.vehicleNumber ?? '',
    driver_name: load.driverName ?? '',
    driver_phone: load.driverPhone ?? '',
    goods: load.material ?? '',
    packages_count: '',
    packages_kind: '',
    weight: String(Number(load.weightTonnes)),
    freight: rupeesInputValue(load.pricePaise),
    payment_basis: 'to_be_billed',
    gst_payable_by: 'consignor',
    eway_bill_number: load.ewayBillNumber ?? '',
    declared_value: '',
  };
}

/** The tabs of /invoices: invoices and lorry receipts. */
export function DocumentTabs({ current }: { current: 'invoices' | 'lr' }) {
  return (
    <nav class="tabs" aria-label={t('invoices.list.title')}>
      <a href="/invoices" aria-current={current === 'invoices' ? 'page' : undefined}>
        {t('invoices.list.title')}
      </a>
      <a href="/lorry-receipts" aria-current={current === 'lr' ? 'page' : undefined}>
        {t('invoices.lr.list.title')}
      </a>
    </nav>
  );
}

export function ReceiptFormPage({ user, draft, values, errors, message }: { user: SessionUser; draft: ReceiptDraft; values: FormValues; errors?: FormErrors | null; message?: string | null }) {
  const { load, existing } = draft;
  return (
    <Layout title={t('invoices.lr.form.title')} user={user} active="/invoices">
      <h1>{t('invoices.lr.form.title')}</h1>
      <p class="muted">
        {load.origin} → {load.destination} · {formatDate(load.pickupDate)} · <a href={`/ledger/loads/${load.id}`}>{t('invoices.form.backToLoad')}</a>
      </p>
      {existing ? (
        <section class="card">
          <p>{t('invoices.lr.form.existing', { number: existing.displayNumber })}</p>
          <p>
            <a class="button" href={receiptPath(existing.id)}>
              {t('invoices.lr.open')}
            </a>
          </p>
        </section>
      ) : (
        <form method="post" action={loadReceiptPath(load.id)} class="card stack" novalidate>
          <ErrorSummary errors={errors} message={message} />
          <p class="muted">
            {t('invoices.lr.transporter')}: <b>{draft.issuer.name}</b>
            {draft.issuer.gstin ? ` · GSTIN ${draft.issuer.gstin}` : ''}
          </p>
          <fieldset>
            <legend>{t('invoices.lr.consignor')}</legend>
            <Field name="consignor_name" label={t('invoices.lr.field.consignorName')} values={values} errors={errors} required maxlength={200} />
            <Field name="consignor_gstin" label={t('invoices.lr.field.consignorGstin')} values={values} errors={errors} autocapitalize="characters" spellcheck={false} maxlength={15} />
            <Field name="consignor_address" label={t('invoices.lr.field.consignorAddress')} values={values} errors={errors} maxlength={300} />
          </fieldset>
          <fieldset>
            <legend>{t('invoices.lr.consignee')}</legend>
            <Field name="consignee_name" label={t('invoices.lr.field.consigneeName')} values={values} errors={errors} required maxlength={200} />
            <Field name="consignee_gstin" label={t('invoices.lr.field.consigneeGstin')} values={values} errors={errors} autocapitalize="characters" spellcheck={false} maxlength={15} />
            <Field name="consignee_address" label={t('invoices.lr.field.consigneeAddress')} values={values} errors={errors} maxlength={300} />
          </fieldset>
          <fieldset>
            <legend>{t('invoices.lr.vehicle')}</legend>
            <Field name="vehicle_number" label={t('invoices.lr.field.vehicle')} values={values} errors={errors} required autocapitalize="characters" spellcheck={false} maxlength={20} />
            <Field name="driver_name" label={t('invoices.lr.field.driverName')} values={values} errors={errors} maxlength={100} />
            <Field name="driver_phone" label={t('invoices.lr.field.driverPhone')} values={values} errors={errors} type="tel" inputmode="tel" />
          </fieldset>
          <fieldset>
            <legend>{t('invoices.lr.goodsHeading')}</legend>
            <Field name="goods" label={t('invoices.lr.field.goods')} values={values} errors={errors} required maxlength={200} />
            <Field name="packages_count" label={t('invoices.lr.field.packagesCount')} values={values} errors={errors} inputmode="numeric" />
            <Field name="packages_kind" label={t('invoices.lr.field.packagesKind')} values={values} errors={errors} maxlength={60} hint={t('invoices.lr.form.packagesHint')} />
            <Field name="weight" label={t('invoices.lr.field.weight')} values={values} errors={errors} required inputmode="decimal" />
            <Field name="declared_value" label={t('invoices.lr.field.declaredValue')} values={values} errors={errors} inputmode="decimal" />
            <Field name="eway_bill_number" label={t('invoices.lr.field.ewayBill')} values={values} errors={errors} inputmode="numeric" maxlength={20} />
          </fieldset>
          <fieldset>
            <legend>{t('invoices.lr.chargesHeading')}</legend>
            <Field name="freight" label={t('invoices.lr.field.freight')} values={values} errors={errors} required inputmode="decimal" />
            <Field name="payment_basis" label={t('invoices.lr.field.paymentBasis')} values={values} errors={errors} required options={PAYMENT_BASES.map((v) => [v, paymentBasisName(v)])} />
            <Field name="gst_payable_by" label={t('invoices.lr.field.gstPayableBy')} values={values} errors={errors} required options={GST_PAYERS.map((v) => [v, gstPayerName(v)])} />
          </fieldset>
          <p>
            <button type="submit">{t('invoices.lr.form.submit')}</button>
          </p>
        </form>
      )}
    </Layout>
  );
}

function Party({ heading, name, gstin, address }: { heading: string; name: string; gstin: string | null; address: string | null }) {
  return (
    <section>
      <h3>{heading}</h3>
      <p>
        <b>{name}</b>
        {gstin && (
          <>
            <br />
            GSTIN: <span class="gstin">{gstin}</span>
          </>
        )}
        {address && (
          <>
            <br />
            {address}
          </>
        )}
      </p>
    </section>
  );
}

/** The LR itself, as on paper: shared by the issuer's page and the share page. */
function ReceiptBody({ lr }: { lr: LorryReceiptRow }) {
  const packages = packagesText(lr);
  return (
    <article class="card invoice">
      <h2>
        {t('invoices.lr.title')} {lr.cancelledAt && <b class="pill tone-bad">{t('invoices.cancelledStamp')}</b>}
      </h2>
      <p>
        {t('invoices.lr.transporter')}: <b>{lr.transporterName}</b>
        {lr.transporterGstin && (
          <>
            {' · '}GSTIN: <span class="gstin">{lr.transporterGstin}</span>
          </>
        )}
        {lr.transporterAddress && ` · ${lr.transporterAddress}`}
      </p>
      <dl class="facts">
        <dt>{t('invoices.lr.field.number')}</dt>
        <dd>
          <b class="invoice-number">{lr.displayNumber}</b>
        </dd>
        <dt>{t('invoices.lr.field.date')}</dt>
        <dd>{formatDate(lr.issuedOn)}</dd>
        <dt>{t('invoices.lr.field.route')}</dt>
        <dd>
          {lr.origin} → {lr.destination}
        </dd>
        <dt>{t('invoices.lr.field.vehicle')}</dt>
        <dd class="mono">{lr.vehicleNumber}</dd>
        {(lr.driverName || lr.driverPhone) && (
          <>
            <dt>{t('invoices.lr.driver')}</dt>
            <dd>{[lr.driverName, lr.driverPhone].filter(Boolean).join(' · ')}</dd>
          </>
        )}
      </dl>
      <div class="two-col">
        <Party heading={t('invoices.lr.consignor')} name={lr.consignorName} gstin={lr.consignorGstin} address={lr.consignorAddress} />
        <Party heading={t('invoices.lr.consignee')} name={lr.consigneeName} gstin={lr.consigneeGstin} address={lr.consigneeAddress} />
      </div>
      <dl class="facts">
        <dt>{t('invoices.lr.field.goods')}</dt>
        <dd>{lr.goods}</dd>
        {packages && (
          <>
            <dt>{t('invoices.lr.packages')}</dt>
            <dd>{packages}</dd>
          </>
        )}
        <dt>{t('invoices.lr.field.weight')}</dt>
        <dd>{formatTonnes(lr.weightTonnes)}</dd>
        {lr.declaredValuePaise !== null && (
          <>
            <dt>{t('invoices.lr.field.declaredValue')}</dt>
            <dd class="num">{formatRupees(lr.declaredValuePaise)}</dd>
          </>
        )}
        {lr.ewayBillNumber && (
          <>
            <dt>{t('invoices.lr.field.ewayBill')}</dt>
            <dd class="mono">{lr.ewayBillNumber}</dd>
          </>
        )}
        <dt>
          <b>{t('invoices.lr.field.freight')}</b>
        </dt>
        <dd class="num">
          <b>{formatRupees(lr.freightPaise)}</b>
        </dd>
        <dt>{t('invoices.lr.field.paymentBasis')}</dt>
        <dd>{paymentBasisName(lr.paymentBasis)}</dd>
        <dt>{t('invoices.lr.field.gstPayableBy')}</dt>
        <dd>{gstPayerName(lr.gstPayableBy)}</dd>
      </dl>
    </article>
  );
}

export function ReceiptPage({ user, flash, lr, shareUrl, canCancel }: { user: SessionUser; flash?: Flash | null; lr: LorryReceiptRow; shareUrl: string; canCancel: boolean }) {
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${t('invoices.lr.title')} ${lr.displayNumber}: ${shareUrl}`)}`;
  return (
    <Layout title={`${t('invoices.lr.title')} ${lr.displayNumber}`} user={user} flash={flash} active="/invoices">
      <p>
        <a href="/lorry-receipts">{t('invoices.lr.list.back')}</a>
      </p>
      <ReceiptBody lr={lr} />
      <DocumentActions
        pdfHref={receiptPdfPath(lr.id)}
        fileName={lr.displayNumber}
        shareUrl={shareUrl}
        shareHint={t('invoices.lr.shareHint')}
        whatsapp={whatsapp}
        cancel={canCancel ? { action: `${receiptPath(lr.id)}/cancel`, label: t('invoices.lr.cancel'), confirm: t('invoices.lr.cancelConfirm') } : null}
      />
    </Layout>
  );
}

/** The page of a share link: the LR and its PDF, nothing else. */
export function SharedReceiptPage({ lr }: { lr: LorryReceiptRow }) {
  return (
    <Layout title={`${t('invoices.lr.title')} ${lr.displayNumber}`} user={null}>
      <ReceiptBody lr={lr} />
      <p>
        <a class="button" href={receiptSharePdfPath(lr.shareToken)}>
          {t('invoices.downloadPdf')}
        </a>
      </p>
    </Layout>
  );
}

export function ReceiptsPage({ user, flash, rows, info }: { user: SessionUser; flash?: Flash | null; rows: LorryReceiptRow[]; info: PageInfo }) {
  return (
    <Layout title={t('invoices.lr.list.title')} user={user} flash={flash} active="/invoices">
      <h1>{t('invoices.lr.list.title')}</h1>
      <DocumentTabs current="lr" />
      {rows.length === 0 ? (
        <p class="empty">{t('invoices.lr.list.empty')}</p>
      ) : (
        <table class="ledger-table stack-on-phone">
          <thead>
            <tr>
              <th>{t('invoices.lr.field.number')}</th>
              <th>{t('invoices.lr.field.date')}</th>
              <th>{t('invoices.lr.field.route')}</th>
              <th>{t('invoices.lr.consignee')}</th>
              <th class="num">{t('invoices.lr.field.freight')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((lr) => (
              <tr>
                <td class="card-title">
                  <a href={receiptPath(lr.id)}>{lr.displayNumber}</a> {lr.cancelledAt && <b class="pill tone-bad">{t('invoices.cancelledStamp')}</b>}
                </td>
                <td data-label={t('invoices.lr.field.date')}>{formatDate(lr.issuedOn)}</td>
                <td data-label={t('invoices.lr.field.route')}>
                  {lr.origin} → {lr.destination}
                </td>
                <td data-label={t('invoices.lr.consignee')}>{lr.consigneeName}</td>
                <td data-label={t('invoices.lr.field.freight')} class="num">
                  {formatRupees(lr.freightPaise)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination info={info} baseUrl="/lorry-receipts" query={{}} />
    </Layout>
  );
}
