/** Pages of the documents: the user's documents (one card per kind of their role, each with its upload form) and the admin's verification queue. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { documentBadgeLabel, documentKindName, type UserDocumentKind } from '../../lib/documents.js';
import { MAX_UPLOAD_BYTES } from '../../lib/files.js';
import { t } from '../../lib/i18n/index.js';
import { gstinParts } from '../../lib/india-ids.js';
import { bidPartyName } from '../../lib/words.js';
import { TimeAgo } from '../../views/badge.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { documentFilePath, type KindCard } from './presenters.js';
import type { QueueRow } from './queries.js';
import type { DocumentStatus } from './schema.js';

const STYLES = { styles: ['/assets/documents.css'] };

/** The form of one kind drawn again after a refusal: its values and messages. */
export interface SubmissionForm {
  kind: string;
  values: FormValues;
  errors: FormErrors;
  message?: string;
}

function StatePill({ card }: { card: KindCard }) {
  const [tone, key] =
    card.state === 'verified'
      ? (['ok', 'documents.state.verified'] as const)
      : card.state === 'expiring'
        ? (['warn', 'documents.state.expiring'] as const)
        : card.state === 'expired'
          ? (['bad', 'documents.state.expired'] as const)
          : card.state === 'rejected'
            ? (['bad', 'documents.state.rejected'] as const)
            : card.pending
              ? (['info', 'documents.state.pending'] as const)
              : (['neutral', 'documents.state.none'] as const);
  return (
    <span class={`pill tone-${tone}`} data-state={card.pending && card.state === 'none' ? 'pending' : card.state}>
      {card.state === 'verified' ? documentBadgeLabel(card.kind) : t(key)}
    </span>
  );
}

function UploadForm({ card, form }: { card: KindCard; form?: SubmissionForm }) {
  const kind = card.kind;
  const again = card.state !== 'none';
  // Ids carry the kind: one form per kind shares the page.
  const field = { idPrefix: kind, values: form?.values, errors: form?.errors, autocomplete: 'off' };
  return (
    <form method="post" action="/documents" enctype="multipart/form-data" class="document-form" id={`submit-${kind}`}>
      <h3>{t(again ? 'documents.form.again' : 'documents.form.title')}</h3>
      {form && Object.keys(form.errors).length > 0 && <ErrorSummary errors={form.errors} message={form.message} idPrefix={kind} />}
      <input type="hidden" name="kind" value={kind} />
      <Field {...field} name="number" label={t(`documents.field.number.${kind}`)} hint={t(`documents.hint.number.${kind}`)} required autocapitalize="characters" spellcheck={false} />
      {(kind === 'driving_licence' || kind === 'insurance' || kind === 'vehicle_rc') && (
        <Field
          {...field}
          name="expires_on"
          type="date"
          label={t('documents.field.expiresOn')}
          hint={card.expiryRequired ? undefined : t('documents.hint.expiryOptional')}
          required={card.expiryRequired}
        />
      )}
      <Field {...field} name="file" type="file" accept="image/*,application/pdf" label={t('documents.field.file')} hint={t('documents.hint.file', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })} required />
      <p>
        <button type="submit">{t('documents.form.submit')}</button>
      </p>
    </form>
  );
}

function KindSection({ card, form }: { card: KindCard; form?: SubmissionForm }) {
  const { approved, rejected, pending } = card;
  return (
    <section class="card document-kind" id={`kind-${card.kind}`} data-kind={card.kind}>
      <header class="document-head">
        <h2>{documentKindName(card.kind)}</h2>
        <StatePill card={card} />
      </header>
      {card.state === 'none' && !pending && <p class="muted">{t('documents.state.noneText')}</p>}
      {approved && (card.state === 'verified' || card.state === 'expiring' || card.state === 'expired') && (
        <dl class="facts">
          <dt>{t('documents.card.number')}</dt>
          <dd class="mono">{approved.number}</dd>
          {approved.expiresOn && (
            <>
              <dt>{t('documents.card.validUntil')}</dt>
              <dd>{formatDate(approved.expiresOn)}</dd>
            </>
          )}
        </dl>
      )}
      {card.state === 'expiring' && approved?.expiresOn && (
        <p class="notice" role="status">
          {t('documents.card.expiringText', { date: formatDate(approved.expiresOn) })}
        </p>
      )}
      {card.state === 'expired' && approved?.expiresOn && (
        <p class="notice bad" role="status">
          {t('documents.card.expiredText', { date: formatDate(approved.expiresOn) })}
        </p>
      )}
      {card.state === 'rejected' && rejected && (
        <div class="notice bad">
          <p>{t('documents.card.rejectedText', { number: rejected.number })}</p>
          <p>
            <b>{t('documents.card.reason')}</b> <span class="reason">{rejected.reviewReason}</span>
          </p>
          {!pending && <p>{t('documents.card.submitAgain')}</p>}
        </div>
      )}
      {pending && (
        <p class="pending-note" data-pending={pending.id}>
          {t('documents.card.pendingText', { number: pending.number, when: formatDateTime(pending.createdAt) })} <a href={documentFilePath(pending.id)}>{t('documents.card.viewFile')}</a>
        </p>
      )}
      {!pending && card.state === 'verified' && !(form && form.kind === card.kind) ? (
        // A document valid for a while yet: the form for its replacement stays folded.
        <details class="document-replace">
          <summary>{t('documents.form.again')}</summary>
          <UploadForm card={card} />
        </details>
      ) : (
        !pending && <UploadForm card={card} form={form && form.kind === card.kind ? form : undefined} />
      )}
    </section>
  );
}

export function DocumentsPage({ user, flash, cards, badges, form }: { user: SessionUser; flash: Flash | null; cards: KindCard[]; badges: UserDocumentKind[]; form?: SubmissionForm }) {
  return (
    <Layout title={t('documents.page.title')} user={user} flash={flash} meta={STYLES} active="/documents">
      <h1>{t('documents.page.title')}</h1>
      <p class="muted">{t('documents.page.intro')}</p>
      {form?.message && Object.keys(form.errors).length === 0 && (
        <div class="flash flash-error" role="alert">
          {form.message}
        </div>
      )}
      {badges.length > 0 && (
        <p class="document-badges">
          {badges.map((b) => (
            <span class="pill tone-ok" data-badge={b}>
              {documentBadgeLabel(b)}
            </span>
          ))}
        </p>
      )}
      {cards.map((card) => (
        <KindSection card={card} form={form} />
      ))}
    </Layout>
  );
}

/** The reject form of one queued document drawn again: the reason typed and its message. */
export interface RejectForm {
  id: string;
  values: FormValues;
  errors: FormErrors;
}

function QueueItem({ d, reject }: { d: QueueRow; reject?: RejectForm }) {
  const kind = d.kind as UserDocumentKind;
  const file = documentFilePath(d.id);
  const rejectErr = reject?.id === d.id ? reject.errors.reason : undefined;
  const gst = kind === 'gstin' ? gstinParts(d.number) : null;
  return (
    <article class="card queued-document" id={`doc-${d.id}`} data-document={d.id}>
      <div class="queued-file">
        {d.contentType === 'application/pdf' ? (
          <a class="button secondary small" href={file} download>
            {t('documents.queue.downloadPdf')}
          </a>
        ) : (
          <a href={file} target="_blank" rel="noopener">
            <img src={file} alt={t('documents.queue.photoAlt', { kind: documentKindName(kind) })} width={160} loading="lazy" />
          </a>
        )}
      </div>
      <div class="queued-facts">
        <h2>{documentKindName(kind)}</h2>
        <dl class="facts">
          <dt>{t('documents.queue.user')}</dt>
          <dd>
            <a href={`/admin/users?q=${encodeURIComponent(d.username)}`}>{d.userName}</a> <small>({bidPartyName(d.userRole)})</small>
          </dd>
          {d.userPhone && (
            <>
              <dt>{t('documents.queue.phone')}</dt>
              <dd>
                <a href={`tel:${d.userPhone}`}>{d.userPhone}</a>
              </dd>
            </>
          )}
          <dt>{t('documents.card.number')}</dt>
          <dd class="mono">{d.number}</dd>
          {gst && (
            <>
              <dt>{t('documents.queue.gstState')}</dt>
              <dd class="mono">{gst.stateCode}</dd>
              <dt>{t('documents.queue.gstPan')}</dt>
              <dd class="mono">{gst.pan}</dd>
            </>
          )}
          {d.expiresOn && (
            <>
              <dt>{t('documents.card.validUntil')}</dt>
              <dd>{formatDate(d.expiresOn)}</dd>
            </>
          )}
          <dt>{t('documents.queue.submitted')}</dt>
          <dd>
            <TimeAgo at={d.createdAt} />
          </dd>
          {d.status !== 'pending' && (
            <>
              <dt>{t('documents.queue.decided')}</dt>
              <dd>{t(d.status === 'approved' ? 'documents.queue.approvedBy' : 'documents.queue.rejectedBy', { name: d.reviewerName ?? '—', when: formatDateTime(d.reviewedAt) })}</dd>
            </>
          )}
          {d.reviewReason && (
            <>
              <dt>{t('documents.card.reason')}</dt>
              <dd>{d.reviewReason}</dd>
            </>
          )}
        </dl>
        {d.status === 'pending' && (
          <div class="queue-actions">
            <ActionButton action={`/admin/documents/${d.id}/approve`} label={t('documents.queue.approve')} kind="primary" />
            <form method="post" action={`/admin/documents/${d.id}/reject`} class="reject-form">
              <Field
                idPrefix={d.id}
                name="reason"
                label={t('documents.field.reason')}
                multiline
                maxlength={500}
                required
                values={reject?.id === d.id ? reject.values : undefined}
                errors={rejectErr ? { reason: rejectErr } : undefined}
              />
              <button type="submit" class="danger">
                {t('documents.queue.reject')}
              </button>
            </form>
          </div>
        )}
      </div>
    </article>
  );
}

export function AdminDocumentsPage({
  user,
  flash,
  status,
  rows,
  pendingCount,
  reject,
  error,
}: {
  user: SessionUser;
  flash: Flash | null;
  status: DocumentStatus;
  rows: QueueRow[];
  pendingCount: number;
  reject?: RejectForm;
  error?: string;
}) {
  const tabs: Array<[DocumentStatus, string]> = [
    ['pending', t('documents.queue.tab.pending', { n: pendingCount })],
    ['approved', t('documents.queue.tab.approved')],
    ['rejected', t('documents.queue.tab.rejected')],
  ];
  return (
    <Layout title={t('documents.queue.title')} user={user} flash={flash} meta={{ styles: ['/assets/admin.css', '/assets/documents.css'] }} active="/admin/documents">
      <h1>{t('documents.queue.title')}</h1>
      {error && (
        <div class="flash flash-error" role="alert">
          {error}
        </div>
      )}
      <nav class="tabs" aria-label={t('documents.queue.filter')}>
        {tabs.map(([s, label]) => (
          <a href={s === 'pending' ? '/admin/documents' : `/admin/documents?status=${s}`} aria-current={s === status ? 'page' : undefined}>
            {label}
          </a>
        ))}
      </nav>
      {rows.length === 0 ? <p class="muted">{t(status === 'pending' ? 'documents.queue.emptyPending' : 'documents.queue.empty')}</p> : rows.map((d) => <QueueItem d={d} reject={reject} />)}
    </Layout>
  );
}
