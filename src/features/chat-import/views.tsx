/** Pages of chat import: the paste form (GET /loads/import) and the review table (POST /loads/import). */
import type { Child } from 'hono/jsx';
import { CITIES } from '../../geo/cities.js';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatRupees } from '../../lib/money.js';
import { ErrorSummary } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { TRUCK_TYPES } from '../../lib/trucks.js';
import { CANDIDATE_KEY, MAX_LOADS_PER_SAVE, MAX_MESSAGES, MAX_TEXT_BYTES, ROW_FIELDS, sizeText, type RowField, type RowValues } from './schema.js';
import type { ParsedCandidate } from './parser.js';
import type { ReviewedCandidate } from './service.js';
import { loadPath } from '../../views/paths.js';
import { formatCount, truckTypeName } from '../../lib/words.js';
import { type MessageKey, t, tRich } from '../../lib/i18n/index.js';

const META = { styles: ['/assets/chat-import.css'], scripts: ['/assets/chat-import.js'] };
const ACTIVE = '/loads/import';
/** Below this confidence a field is marked for checking. */
const LOW_CONFIDENCE = 0.7;

const CITY_NAMES = CITIES.map((c) => c.name).sort((a, b) => a.localeCompare(b));
/** Built when a page is drawn, so its words are in the reader's language. */
const TRUCK_OPTIONS = (): Array<[string, string]> => [['', t('chatImport.choose')], ...TRUCK_TYPES.map((t): [string, string] => [t, truckTypeName(t, 'long')])];

/** A column's name in the reader's language ("From", "Weight (t)"). */
function fieldLabel(field: RowField): string {
  return t(`chatImport.col.${field}` as MessageKey);
}

// ---------------------------------------------------------------------------
// GET /loads/import: paste.

export interface ImportPageProps {
  user: SessionUser;
  flash?: Flash | null;
  text: string;
  errors?: Record<string, string> | null;
  /** A note about the last reading (e.g. nothing found). */
  notice?: string | null;
  /** The largest paste taken (PARSER_MAX_BYTES). */
  maxBytes?: number;
}

export function ImportPage({ user, flash, text, errors, notice, maxBytes = MAX_TEXT_BYTES }: ImportPageProps) {
  const error = errors?.text ?? errors?.reference_date;
  return (
    <Layout title={t('chatImport.paste.title')} user={user} flash={flash} active={ACTIVE} meta={META}>
      <h1>{t('chatImport.paste.title')}</h1>
      <p>{t('chatImport.paste.intro')}</p>
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      <form method="post" action="/loads/import" class="stacked card import-paste" novalidate>
        <ErrorSummary errors={null} message={error ?? null} />
        <div class={`field${error ? ' has-error' : ''}`}>
          <label for="f-text">
            {t('chatImport.paste.label')}
            <span class="req" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <textarea
            id="f-text"
            name="text"
            rows={14}
            required
            placeholder={t('chatImport.paste.placeholder')}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? 'f-text-hint f-text-error' : 'f-text-hint'}
          >
            {text}
          </textarea>
          <small id="f-text-hint" class="hint">
            {t('chatImport.paste.hint', { size: sizeText(maxBytes), messages: formatCount(MAX_MESSAGES) })}
          </small>
          {error && (
            <small id="f-text-error" class="error">
              {error}
            </small>
          )}
        </div>
        <button type="submit">{t('chatImport.paste.submit')}</button> <a href="/loads/new">{t('chatImport.paste.byHand')}</a>
      </form>
    </Layout>
  );
}

// ---------------------------------------------------------------------------
// POST /loads/import: the review table.

export interface Review {
  index: number;
  values: RowValues;
  keep: boolean;
  /** The load rules' messages for the values shown. */
  errors: Record<string, string>;
  /** The parser's reading of this row (null when the paste could not be read again). */
  meta: ReviewedCandidate | null;
}

export interface ReviewPageProps {
  user: SessionUser;
  flash?: Flash | null;
  /** The paste the rows were read from (kept hidden to show the messages again after a refused save). */
  source: string;
  referenceDate: string;
  batch: string;
  /** The posts the paste held (its messages, each plain paragraph cut into its posts); null when not read again. */
  posts: number | null;
  rows: Review[];
  /** Why the save was refused. */
  message?: string | null;
}

/**
 * Why a field is marked for checking: the parser was unsure of a value the user
 * has not changed. `note` is the parser's own reason, shown under the field;
 * without one, only the title says how sure it was.
 */
function lowConfidence(row: Review, field: RowField): { title: string; note: string | null } | null {
  const meta = row.meta;
  if (!meta || row.values[field] === '' || row.values[field] !== meta.values[field]) return null;
  const key = CANDIDATE_KEY[field];
  const conf = meta.candidate.field_confidence[key];
  if (conf === undefined || conf >= LOW_CONFIDENCE) return null;
  const note = meta.candidate.errors[key] ?? null;
  return { title: note ?? t('chatImport.review.lowConfidence', { pct: Math.round(conf * 100) }), note };
}

function CityList() {
  return (
    <datalist id="import-city-list">
      {CITY_NAMES.map((name) => (
        <option value={name} />
      ))}
    </datalist>
  );
}

function FieldCell({ row, field }: { row: Review; field: RowField }) {
  const id = `c${row.index}-${field}`;
  const name = `c${row.index}_${field}`;
  const value = row.values[field];
  const error = row.errors[field];
  const low = lowConfidence(row, field);
  const note = low?.title ?? (row.meta ? row.meta.candidate.errors[CANDIDATE_KEY[field]] : undefined);
  const title = [error, note].filter(Boolean).join(' — ') || undefined;
  // The parser's reason for a value it worked out (bags times their weight, a total shared over the trucks), shown
  // under the field while the value is the parser's, sure or not: a phone has no tooltips to hold it.
  const why = low?.note ?? (row.meta && value !== '' && value === row.meta.values[field] ? (row.meta.candidate.errors[CANDIDATE_KEY[field]] ?? null) : null);
  const cls = [error ? 'invalid' : '', low ? 'low' : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    'aria-label': t('chatImport.review.cellLabel', { field: fieldLabel(field), n: row.index + 1 }),
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': error || why ? `${id}-note` : undefined,
  };
  let control: Child;
  if (field === 'truck_type') {
    control = (
      <select {...common}>
        {TRUCK_OPTIONS().map(([v, label]) => (
          <option value={v} selected={v === value}>
            {label}
          </option>
        ))}
      </select>
    );
  } else if (field === 'pickup_date') {
    control = <input {...common} type="date" value={value} />;
  } else if (field === 'origin' || field === 'destination') {
    control = <input {...common} type="text" value={value} list="import-city-list" autocomplete="off" maxlength={80} />;
  } else if (field === 'contact_phone') {
    control = <input {...common} type="tel" value={value} inputmode="tel" class="phone" />;
  } else if (field === 'material') {
    control = <input {...common} type="text" value={value} maxlength={120} />;
  } else {
    control = <input {...common} type="text" value={value} inputmode={field === 'truck_length_ft' ? 'numeric' : 'decimal'} class="narrow" />;
  }
  const rate = field === 'price' ? row.meta?.candidate.rate_per_tonne : null;
  return (
    <td class={cls} title={title} data-field={field}>
      <label class="cell-label" for={id}>
        {fieldLabel(field)}
      </label>
      {control}
      {error ? (
        <small id={`${id}-note`} class="error">
          {error}
        </small>
      ) : why ? (
        <small id={`${id}-note`} class="why">
          {why}
        </small>
      ) : null}
      {rate ? <small class="rate">{t('chatImport.review.perTonne', { amount: formatRupees(rate * 100) })}</small> : null}
    </td>
  );
}

function RowStatus({ row }: { row: Review }) {
  const m = row.meta;
  if (Object.keys(row.errors).length > 0) return <span class="pill needs-fixing">{t('chatImport.review.needsFixing')}</span>;
  if (m?.duplicateOf) {
    return <span class="pill duplicate">{tRich('chatImport.review.duplicate', { a: (c) => <a href={loadPath(m.duplicateOf as string)}>{c}</a> })}</span>;
  }
  if (m && m.repeatOf !== null) return <span class="pill repeat">{t('chatImport.review.repeat', { n: m.repeatOf + 1 })}</span>;
  return <span class="pill ready">{t('chatImport.review.readyPill')}</span>;
}

/**
 * The post a row was read from, beside its fields: its first lines always in view (the summary), the whole post
 * when opened (a <details>, so it works without JavaScript). On a phone it heads the row's card.
 */
function SourcePost({ row, candidate: c }: { row: Review; candidate: ParsedCandidate }) {
  const who = c.sender ?? t('chatImport.review.messageN', { n: c.message_index + 1 });
  return (
    <details class="source-post">
      <summary>
        <span class="post-head">
          {row.index + 1}. {who}
          {c.trucks > 1 ? <span class="truck-of"> · {t('chatimport.review.truckOf', { n: c.truck_no, total: c.trucks })}</span> : null}
        </span>
        <span class="post-snippet" aria-hidden="true">
          {c.raw}
        </span>
        <span class="visually-hidden">{t('chatimport.review.post')}</span>
      </summary>
      <pre class="raw">{c.raw}</pre>
    </details>
  );
}

function rowClass(row: Review): string {
  const m = row.meta;
  if (Object.keys(row.errors).length > 0) return 'row-invalid';
  if (m?.duplicateOf) return 'row-duplicate';
  if (m && m.repeatOf !== null) return 'row-repeat';
  return 'row-ready';
}

function Summary({ rows, posts }: { rows: Review[]; posts: number | null }) {
  const fix = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  const dup = rows.filter((r) => Object.keys(r.errors).length === 0 && r.meta?.duplicateOf).length;
  const rep = rows.filter((r) => Object.keys(r.errors).length === 0 && !r.meta?.duplicateOf && r.meta && r.meta.repeatOf !== null).length;
  const ready = rows.length - fix - dup - rep;
  const parts = [
    t('chatImport.review.ready', { n: formatCount(ready) }),
    fix ? t('chatImport.review.toFix', { n: formatCount(fix) }) : '',
    dup ? t('chatImport.review.alreadyPosted', { n: formatCount(dup) }) : '',
    rep ? t('chatImport.review.reposts', { n: rep }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return <p id="import-summary">{posts !== null ? t('chatImport.review.foundIn', { loads: rows.length, messages: posts, parts }) : t('chatImport.review.found', { loads: rows.length, parts })}</p>;
}

export function ReviewPage(p: ReviewPageProps) {
  const ticked = p.rows.filter((r) => r.keep).length;
  return (
    <Layout title={t('chatImport.review.title')} user={p.user} flash={p.flash} active={ACTIVE} meta={META}>
      <h1>{t('chatImport.review.title')}</h1>
      <Summary rows={p.rows} posts={p.posts} />
      <p class="muted">{t('chatImport.review.intro', { max: formatCount(MAX_LOADS_PER_SAVE) })}</p>
      <form method="post" action="/loads/import/save" class="import-review" novalidate>
        <ErrorSummary errors={null} message={p.message ?? null} />
        <input type="hidden" name="source" value={p.source} />
        <input type="hidden" name="reference_date" value={p.referenceDate} />
        <input type="hidden" name="batch" value={p.batch} />
        <input type="hidden" name="count" value={String(p.rows.length)} />
        <CityList />
        <p class="import-scroll-hint muted">{t('chatImport.review.scrollHint')}</p>
        <div class="table-wrap">
          <table class="import-table" data-toggle-label={t('chatImport.review.toggle')}>
            <thead>
              <tr>
                <th scope="col">{t('chatImport.col.keep')}</th>
                <th scope="col">{t('chatImport.col.message')}</th>
                {ROW_FIELDS.map((f) => (
                  <th scope="col">{fieldLabel(f)}</th>
                ))}
                <th scope="col">{t('chatImport.col.check')}</th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((row) => (
                <tr id={`row-${row.index}`} class={rowClass(row)}>
                  <td class="keep-cell">
                    <label class="keep-label">
                      <input type="checkbox" name="keep" value={String(row.index)} checked={row.keep} aria-label={t('chatImport.review.keepRow', { n: row.index + 1 })} class="keep" />
                      <span class="cell-label">{t('chatImport.review.postLoad', { n: formatCount(row.index + 1) })}</span>
                    </label>
                  </td>
                  <td class="message">{row.meta ? <SourcePost row={row} candidate={row.meta.candidate} /> : <span>{row.index + 1}.</span>}</td>
                  {ROW_FIELDS.map((f) => (
                    <FieldCell row={row} field={f} />
                  ))}
                  <td class="status-cell">
                    <RowStatus row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p class="import-actions sticky-action">
          <button type="submit" id="save-ticked">
            {tRich('chatImport.review.save', { count: (c) => <span id="keep-count">{c}</span> }, { n: String(ticked) })}
          </button>{' '}
          <a href="/loads/import">{t('chatImport.review.startAgain')}</a>
        </p>
        <details class="edit-paste">
          <summary>{t('chatImport.review.edit')}</summary>
          <label for="f-text">{t('chatImport.paste.label')}</label>
          <textarea id="f-text" name="text" rows={10}>
            {p.source}
          </textarea>
          <button type="submit" class="secondary" formaction="/loads/import">
            {t('chatImport.review.readAgain')}
          </button>
          <small class="hint">{t('chatImport.review.readAgainHint')}</small>
        </details>
      </form>
    </Layout>
  );
}
