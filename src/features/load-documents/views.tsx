/** The documents page of a load (/loads/<id>/documents): the LR, invoice and e-way bill, their files, the reminder, and the upload forms. */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime, kolkataDate } from '../../lib/dates.js';
import { MAX_UPLOAD_BYTES } from '../../lib/files.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { cityName } from '../../lib/words.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { driverTripPath, loadPath, tripPath } from '../../views/paths.js';
import { documentFilePath, documentsPath } from './presenters.js';
import type { LoadDocumentRow } from './queries.js';
import { LOAD_DOCUMENT_KINDS, type LoadDocumentKind } from './schema.js';
import type { DocumentSide } from './policy.js';
import type { DocumentsView } from './service.js';

/** A kind's name: "Lorry receipt (LR / bilty)", "Invoice", "E-way bill". */
export function kindName(kind: string): string {
  if (kind === 'lr') return t('loaddocs.kind.lr');
  if (kind === 'invoice') return t('loaddocs.kind.invoice');
  return t('loaddocs.kind.eway_bill');
}

/** True when an e-way bill's last valid day has passed (Asia/Kolkata). */
export function isPast(validUntil: string | null): boolean {
  return validUntil !== null && validUntil < kolkataDate();
}

/** The e-way bill reminder as a notice: a missing bill, or one that ran out before delivery. */
export function EwayReminder({ reminder, action }: { reminder: DocumentsView['reminder']; action?: Child }) {
  if (reminder === 'none') return null;
  return (
    <p class="notice eway-reminder" role="status">
      <b>{reminder === 'missing' ? t('loaddocs.reminder.missing.title') : t('loaddocs.reminder.expired.title')}</b>{' '}
      {reminder === 'missing' ? t('loaddocs.reminder.missing.body') : t('loaddocs.reminder.expired.body')} {action}
    </p>
  );
}

/** A link to a document's file: a photo opens, a PDF downloads. */
export function FileLink({ doc }: { doc: LoadDocumentRow }) {
  if (!doc.fileId) return <span class="muted">{t('loaddocs.noFile')}</span>;
  return <a href={documentFilePath(doc.loadId, doc.id)}>{t('loaddocs.openFile')}</a>;
}

/** The facts of one document: its number, and the invoice's amount and date or the e-way bill's validity. */
function DocumentFacts({ doc, finished }: { doc: LoadDocumentRow; finished: boolean }) {
  const expired = doc.kind === 'eway_bill' && !finished && isPast(doc.validUntil);
  return (
    <dl class="facts">
      <dt>{t('loaddocs.field.number')}</dt>
      <dd>
        <b class="doc-number">{doc.number}</b>
      </dd>
      {doc.amountPaise !== null && (
        <>
          <dt>{t('loaddocs.field.amount')}</dt>
          <dd>{formatRupees(doc.amountPaise)}</dd>
        </>
      )}
      {doc.documentDate && (
        <>
          <dt>{t('loaddocs.field.date')}</dt>
          <dd>{formatDate(doc.documentDate)}</dd>
        </>
      )}
      {doc.validUntil && (
        <>
          <dt>{t('loaddocs.field.validUntil')}</dt>
          <dd>
            {formatDate(doc.validUntil)} {expired && <b class="pill tone-bad">{t('loaddocs.expired')}</b>}
          </dd>
        </>
      )}
      <dt>{t('loaddocs.added')}</dt>
      <dd>{formatDateTime(doc.createdAt)}</dd>
      <dt>{t('loaddocs.file')}</dt>
      <dd>
        <FileLink doc={doc} />
      </dd>
    </dl>
  );
}

/** The state of an upload form drawn again after a refusal: which kind, what was typed, what was wrong. */
export interface DocumentFormState {
  kind: string;
  values: FormValues;
  errors: FormErrors;
}

/** The upload form of one kind (multipart, works without JavaScript): a photo taken on the phone or a PDF. */
function UploadForm({
  loadId,
  kind,
  current,
  state,
  idempotencyKey,
  extend,
}: {
  loadId: string;
  kind: LoadDocumentKind;
  current?: LoadDocumentRow;
  state?: DocumentFormState;
  idempotencyKey: string;
  extend: boolean;
}) {
  const today = kolkataDate();
  const fileRequired = kind !== 'eway_bill';
  // Ids carry the kind: three forms share the page.
  const field = { idPrefix: kind, values: state?.values, errors: state?.errors, autocomplete: 'off' };
  return (
    <form method="post" action={documentsPath(loadId)} enctype="multipart/form-data" class="doc-form">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      {kind === 'eway_bill' ? (
        <>
          <Field
            {...field}
            // Extending keeps the bill's number (the portal extends it under the same number).
            values={state ? state.values : { number: extend ? current?.number : undefined }}
            name="number"
            label={t('loaddocs.field.ewayNumber')}
            required
            inputmode="numeric"
            maxlength={20}
            hint={t('loaddocs.hint.ewayNumber')}
          />
          <Field {...field} name="valid_until" label={t('loaddocs.field.validUntil')} type="date" required min={today} hint={extend ? t('loaddocs.hint.extend') : t('loaddocs.hint.validUntil')} />
        </>
      ) : (
        <Field {...field} name="number" label={kind === 'lr' ? t('loaddocs.field.lrNumber') : t('loaddocs.field.invoiceNumber')} required maxlength={40} />
      )}
      {kind === 'invoice' && (
        <>
          <Field {...field} name="amount" label={t('loaddocs.field.amount')} inputmode="decimal" maxlength={20} hint={t('loaddocs.hint.amount')} />
          <Field {...field} name="document_date" label={t('loaddocs.field.date')} type="date" max={today} />
        </>
      )}
      <Field
        {...field}
        name="file"
        type="file"
        accept="image/*,application/pdf"
        label={fileRequired ? t('loaddocs.field.file') : t('loaddocs.field.fileOptional')}
        hint={t('loaddocs.hint.file', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })}
        required={fileRequired}
      />
      <p>
        <button type="submit" class="primary">
          {extend ? t('loaddocs.submit.extend') : current ? t('loaddocs.submit.replace') : t('loaddocs.submit.add')}
        </button>
      </p>
    </form>
  );
}

/** What each kind is, in a line: who issues it and when. */
function kindIntro(kind: LoadDocumentKind): string {
  if (kind === 'lr') return t('loaddocs.intro.lr');
  if (kind === 'invoice') return t('loaddocs.intro.invoice');
  return t('loaddocs.intro.eway_bill');
}

export interface DocumentsPageProps {
  user: SessionUser;
  flash?: Flash | null;
  view: DocumentsView;
  idempotencyKey: string;
  form?: DocumentFormState;
  error?: string | null;
}

function tripHref(side: DocumentSide, tripId: string): string {
  return side === 'driver' ? driverTripPath(tripId) : tripPath(tripId);
}

/** The documents page: each kind with its current document and its form, the reminder, and the documents replaced. */
export function DocumentsPage(p: DocumentsPageProps) {
  const { view } = p;
  const { load } = view;
  const finished = load.status === 'delivered' || load.status === 'cancelled';
  const route = `${cityName(load.origin)} → ${cityName(load.destination)}`;
  return (
    <Layout title={t('loaddocs.page.title', { route })} user={p.user} flash={p.flash} meta={{ styles: ['/assets/load-documents.css'] }}>
      <p class="back-link">
        <a href={loadPath(load.id)}>{t('loaddocs.page.backToLoad')}</a>
        {load.tripId && (
          <>
            {' · '}
            <a href={tripHref(view.side, load.tripId)}>{t('loaddocs.page.backToTrip')}</a>
          </>
        )}
      </p>
      <h1>
        {t('loaddocs.title')} <span class="route muted">{route}</span>
      </h1>
      <ErrorSummary message={p.error} />
      <EwayReminder
        reminder={view.reminder}
        action={view.canAdd.includes('eway_bill') ? <a href="#eway_bill">{view.reminder === 'expired' ? t('loaddocs.reminder.extend') : t('loaddocs.reminder.add')}</a> : undefined}
      />
      {view.canAdd.length === 0 && view.side !== 'admin' && <p class="muted">{t('loaddocs.page.closed')}</p>}
      {view.side === 'driver' && <p class="muted">{t('loaddocs.page.driverNote')}</p>}
      <div class="doc-kinds">
        {LOAD_DOCUMENT_KINDS.map((kind) => {
          const current = view.current[kind];
          const state = p.form?.kind === kind ? p.form : undefined;
          const extend = kind === 'eway_bill' && current !== undefined && view.reminder === 'expired';
          return (
            <section class="card doc-kind" id={kind}>
              <h2>{kindName(kind)}</h2>
              <p class="muted">{kindIntro(kind)}</p>
              {current ? <DocumentFacts doc={current} finished={finished} /> : <p class="doc-missing">{t('loaddocs.notAdded')}</p>}
              {view.canAdd.includes(kind) && (
                <details class="doc-add" open={state !== undefined || !current || extend}>
                  <summary>{extend ? t('loaddocs.reminder.extend') : current ? t('loaddocs.summary.replace') : t('loaddocs.summary.add')}</summary>
                  <UploadForm loadId={load.id} kind={kind} current={current} state={state} idempotencyKey={p.idempotencyKey} extend={extend} />
                </details>
              )}
            </section>
          );
        })}
      </div>
      {view.replaced.length > 0 && (
        <section class="card" id="replaced">
          <h2>{t('loaddocs.replaced.title')}</h2>
          <ul class="doc-history">
            {view.replaced.map((d) => (
              <li>
                {kindName(d.kind)} · <b>{d.number}</b>
                {d.validUntil && <> · {t('loaddocs.validTill', { date: formatDate(d.validUntil) })}</>}
                {d.amountPaise !== null && <> · {formatRupees(d.amountPaise)}</>} · <span class="muted">{t('loaddocs.replacedOn', { at: formatDateTime(d.supersededAt) })}</span>
                {d.fileId && (
                  <>
                    {' · '}
                    <FileLink doc={d} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Layout>
  );
}

/** The values typed into a refused form, as the form shows them (amounts as typed). */
export function formStateOf(values: Record<string, string>, errors: FormErrors): DocumentFormState {
  return { kind: values.kind ?? '', values, errors };
}
