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
import type { ReviewedCandidate } from './service.js';
import { loadPath } from '../../views/paths.js';
import { formatCount, truckTypeName } from '../../lib/words.js';

const META = { styles: ['/assets/chat-import.css'], scripts: ['/assets/chat-import.js'] };
const ACTIVE = '/loads/import';
/** Below this confidence a field is marked for checking. */
const LOW_CONFIDENCE = 0.7;

const CITY_NAMES = CITIES.map((c) => c.name).sort((a, b) => a.localeCompare(b));
/** Built when a page is drawn, so its words are in the reader's language. */
const TRUCK_OPTIONS = (): Array<[string, string]> => [['', 'Choose…'], ...TRUCK_TYPES.map((t): [string, string] => [t, truckTypeName(t, 'long')])];

const FIELD_LABELS: Record<RowField, string> = {
  origin: 'From',
  destination: 'To',
  pickup_date: 'Pickup',
  truck_type: 'Truck',
  truck_length_ft: 'Length (ft)',
  weight: 'Weight (t)',
  price: 'Price (₹)',
  contact_phone: 'Phone',
  material: 'Material',
};

const PLACEHOLDER = `22/11/26, 9:41 AM - Ramesh Transport: Delhi to Mumbai 20 ton 32ft SXL 45000 kal loading
22/11/26, 9:45 AM - Suresh: Pune se Chennai 10T open body, rate 2800/ton, call 98765 43210`;

function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
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
    <Layout title="Import loads from WhatsApp" user={user} flash={flash} active={ACTIVE} meta={META}>
      <h1>Import loads from WhatsApp</h1>
      <p>
        Paste load posts from a WhatsApp group, or the text of an exported chat. You will see every load found in a table, can correct and choose them, then post them on the board in one go.
        Truck-availability posts, rate questions and chatter are skipped.
      </p>
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      <form method="post" action="/loads/import" class="stacked card import-paste" novalidate>
        <ErrorSummary errors={null} message={error ?? null} />
        <div class={`field${error ? ' has-error' : ''}`}>
          <label for="f-text">
            Chat messages
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
            placeholder={PLACEHOLDER}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? 'f-text-hint f-text-error' : 'f-text-hint'}
          >
            {text}
          </textarea>
          <small id="f-text-hint" class="hint">
            WhatsApp exports (Android or iPhone), copied messages or plain text; English, Hinglish or Hindi. At most {sizeText(maxBytes)} (about {formatCount(MAX_MESSAGES)} messages) at a time.
          </small>
          {error && (
            <small id="f-text-error" class="error">
              {error}
            </small>
          )}
        </div>
        <button type="submit">Find loads</button> <a href="/loads/new">Post one load by hand instead</a>
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
  messages: number | null;
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
  return { title: note ?? `Read with ${Math.round(conf * 100)}% confidence: please check this value`, note };
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
  const cls = [error ? 'invalid' : '', low ? 'low' : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    'aria-label': `${FIELD_LABELS[field]}, row ${row.index + 1}`,
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': error || low?.note ? `${id}-note` : undefined,
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
        {FIELD_LABELS[field]}
      </label>
      {control}
      {error ? (
        <small id={`${id}-note`} class="error">
          {error}
        </small>
      ) : low?.note ? (
        <small id={`${id}-note`} class="why">
          {low.note}
        </small>
      ) : null}
      {rate ? <small class="rate">{formatRupees(rate * 100)} per tonne</small> : null}
    </td>
  );
}

function RowStatus({ row }: { row: Review }) {
  const m = row.meta;
  if (Object.keys(row.errors).length > 0) return <span class="pill needs-fixing">Needs fixing</span>;
  if (m?.duplicateOf) {
    return (
      <span class="pill duplicate">
        Already posted: <a href={loadPath(m.duplicateOf)}>your load</a>
      </span>
    );
  }
  if (m && m.repeatOf !== null) return <span class="pill repeat">Same as row {m.repeatOf + 1}</span>;
  return <span class="pill ready">Ready</span>;
}

function rowClass(row: Review): string {
  const m = row.meta;
  if (Object.keys(row.errors).length > 0) return 'row-invalid';
  if (m?.duplicateOf) return 'row-duplicate';
  if (m && m.repeatOf !== null) return 'row-repeat';
  return 'row-ready';
}

function Summary({ rows, messages }: { rows: Review[]; messages: number | null }) {
  const fix = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  const dup = rows.filter((r) => Object.keys(r.errors).length === 0 && r.meta?.duplicateOf).length;
  const rep = rows.filter((r) => Object.keys(r.errors).length === 0 && !r.meta?.duplicateOf && r.meta && r.meta.repeatOf !== null).length;
  const ready = rows.length - fix - dup - rep;
  const parts = [`${formatCount(ready)} ready`, fix ? `${formatCount(fix)} to fix` : '', dup ? `${formatCount(dup)} already posted` : '', rep ? plural(rep, 'repost') : ''].filter(Boolean);
  return (
    <p id="import-summary">
      Found {plural(rows.length, 'load')}
      {messages !== null ? ` in ${plural(messages, 'message')}` : ''}: {parts.join(', ')}.
    </p>
  );
}

export function ReviewPage(p: ReviewPageProps) {
  const ticked = p.rows.filter((r) => r.keep).length;
  return (
    <Layout title="Check the imported loads" user={p.user} flash={p.flash} active={ACTIVE} meta={META}>
      <h1>Check the imported loads</h1>
      <Summary rows={p.rows} messages={p.messages} />
      <p class="muted">
        Ticked rows are posted on the board. Fields marked yellow were hard to read: check them (the note or the tooltip says why). Red ones must be corrected before saving. Loads you have already
        posted and reposts are left unticked. At most {formatCount(MAX_LOADS_PER_SAVE)} loads per save: paste the same text again afterwards and the saved ones show as already posted.
      </p>
      <form method="post" action="/loads/import/save" class="import-review" novalidate>
        <ErrorSummary errors={null} message={p.message ?? null} />
        <input type="hidden" name="source" value={p.source} />
        <input type="hidden" name="reference_date" value={p.referenceDate} />
        <input type="hidden" name="batch" value={p.batch} />
        <input type="hidden" name="count" value={String(p.rows.length)} />
        <CityList />
        <p class="import-scroll-hint muted">The table is wider than this window: scroll it sideways to see every column, up to Check.</p>
        <div class="table-wrap">
          <table class="import-table">
            <thead>
              <tr>
                <th scope="col">Keep</th>
                <th scope="col">Message</th>
                {ROW_FIELDS.map((f) => (
                  <th scope="col">{FIELD_LABELS[f]}</th>
                ))}
                <th scope="col">Check</th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((row) => (
                <tr id={`row-${row.index}`} class={rowClass(row)}>
                  <td class="keep-cell">
                    <label class="keep-label">
                      <input type="checkbox" name="keep" value={String(row.index)} checked={row.keep} aria-label={`Keep row ${row.index + 1}`} class="keep" />
                      <span class="cell-label">Post load {formatCount(row.index + 1)}</span>
                    </label>
                  </td>
                  <td class="message">
                    {row.meta ? (
                      <details>
                        <summary>
                          {row.index + 1}. {row.meta.candidate.sender ?? `Message ${row.meta.candidate.message_index + 1}`}
                        </summary>
                        <pre class="raw">{row.meta.candidate.raw}</pre>
                      </details>
                    ) : (
                      <span>{row.index + 1}.</span>
                    )}
                  </td>
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
            Save ticked loads (<span id="keep-count">{String(ticked)}</span>)
          </button>{' '}
          <a href="/loads/import">Start again</a>
        </p>
        <details class="edit-paste">
          <summary>Edit the pasted text and read it again</summary>
          <label for="f-text">Chat messages</label>
          <textarea id="f-text" name="text" rows={10}>
            {p.source}
          </textarea>
          <button type="submit" class="secondary" formaction="/loads/import">
            Read the text again
          </button>
          <small class="hint">Reading again replaces the table above and forgets its edits.</small>
        </details>
      </form>
    </Layout>
  );
}
