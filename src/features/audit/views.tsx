/** Pages of the audit log: the filtered list, and one change with before and after side by side. */
import { formatDateTime } from '../../lib/dates.js';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { t, tRich } from '../../lib/i18n/index.js';
import { auditActionName } from '../../lib/words.js';
import { TimeAgo } from '../../views/badge.js';
import { chosenLabel, dateRangeLine, FilteredResults, FilterError, FilterSheet, filterLine } from '../../views/filters.js';
import { Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import type { PageInfo } from '../../views/pagination.js';
import { type FieldChange, parseImage, shownChanges } from './presenters.js';
import type { AuditLogRow } from './queries.js';
import { AUDIT_ACTIONS, AUDITED_TABLES } from './schema.js';
import { actorInWords, auditKindName, fieldLabel, recordName, type References, valueInWords } from './words.js';

function ActionPill({ action }: { action: string }) {
  return <span class={`pill audit-${action.toLowerCase()}`}>{auditActionName(action)}</span>;
}

function Who({ row }: { row: AuditLogRow }) {
  const label = actorInWords(row);
  if (row.actorKind === 'user' && row.actorId)
    return (
      <a href={`/audit-logs?user_id=${row.actorId}`} title={t('audit.userIdIs', { id: row.actorId })}>
        {label}
      </a>
    );
  if (row.actorKind === 'system') return <a href="/audit-logs?user_id=system">{label}</a>;
  return <span class="muted">{label}</span>;
}

/** The CSV download of what the list shows: the same filters, every page. */
function csvHref(query: FormValues): string {
  const keep = ['table', 'action', 'who', 'user_id', 'record_id', 'from', 'to'];
  const params = new URLSearchParams();
  for (const k of keep) {
    const v = query[k];
    if (v !== undefined && v !== null && String(v) !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `/audit-logs.csv?${qs}` : '/audit-logs.csv';
}

export function AuditLogListPage({
  user,
  flash,
  query,
  rows,
  info,
  errors,
  refs,
  who,
  csvMax,
}: {
  user: SessionUser;
  flash?: Flash | null;
  query: FormValues;
  rows: AuditLogRow[];
  info: PageInfo | null;
  errors?: FormErrors | null;
  /** Names of the filtered record (and of the rows' records that still exist), by id. */
  refs?: References;
  /** Whose changes are shown, in words; `value` is what the Who field holds for a link's user id ("@ravi"). */
  who?: { names: string[]; value: string | null } | null;
  /** At most this many entries go into one CSV download (the link says so when more match). */
  csvMax?: number;
}) {
  const userId = query.user_id ? String(query.user_id) : null;
  // A link's user id reads as the person's username in the Who field (submitting the form keeps it); a user the
  // log outlives keeps the id, hidden.
  // An API client's `actor` is the same search as `who`: the form shows it in the Who field.
  const typed: FormValues = !query.who && query.actor ? { ...query, who: query.actor } : query;
  const values: FormValues = !typed.who && who?.value ? { ...typed, who: who.value } : typed;
  const keepUserId = userId && !query.who && !who?.value ? userId : null;
  const recordId = query.record_id ? String(query.record_id) : null;
  const recordRow = recordId ? rows.find((r) => r.recordId === recordId) : undefined;
  const recordTitle = recordId ? (refs?.get(recordId) ?? (recordRow ? recordName(recordRow) : null)) : null;
  const tableOptions: Array<[string, string]> = [['', t('audit.any.record')], ...AUDITED_TABLES.map((t): [string, string] => [t, auditKindName(t, 'plural')])];
  const actionOptions: Array<[string, string]> = [['', t('audit.any.change')], ...AUDIT_ACTIONS.map((a): [string, string] => [a, auditActionName(a)])];
  const summary = filterLine(
    [chosenLabel(tableOptions, query.table), chosenLabel(actionOptions, query.action), values.who ? t('audit.filter.by', { who: String(values.who) }) : null, dateRangeLine(query.from, query.to)],
    t('audit.filter.every'),
  );
  return (
    <Layout title={t('audit.page.title')} user={user} flash={flash} active="/audit-logs" meta={{ styles: ['/assets/admin.css'] }}>
      <h1>{t('audit.page.title')}</h1>
      <p class="muted">{t('auditlog.page.intro')}</p>
      <FilterSheet action="/audit-logs" summary={summary} open={Boolean(errors)} clearHref="/audit-logs" label={t('admin.filters')} submitLabel={t('audit.filter.show')}>
        <Field name="table" label={t('audit.filter.record')} options={tableOptions} values={query} errors={errors} />
        <Field name="action" label={t('audit.filter.change')} options={actionOptions} values={query} errors={errors} />
        <Field name="who" label={t('audit.filter.who')} placeholder={t('auditlog.filter.whoPlaceholder')} values={values} errors={errors} maxlength={100} autocomplete="off" />
        <Field name="from" label={t('audit.filter.from')} type="date" values={query} errors={errors} />
        <Field name="to" label={t('audit.filter.to')} type="date" values={query} errors={errors} />
        {recordId ? <input type="hidden" name="record_id" value={recordId} /> : null}
        {keepUserId ? <input type="hidden" name="user_id" value={keepUserId} /> : null}
      </FilterSheet>
      {who ? (
        <p class="who-shown">
          {tRich(
            'audit.whoShown',
            { b: (c) => <b>{c}</b>, a: (c) => <a href={recordId ? `/audit-logs?record_id=${encodeURIComponent(recordId)}` : '/audit-logs'}>{c}</a> },
            { names: who.names.join(', ') },
          )}
        </p>
      ) : null}
      {recordId ? (
        <p class="record-history">
          {tRich('audit.recordHistory', { b: (c) => <b title={recordId}>{c}</b>, a: (c) => <a href="/audit-logs">{c}</a> }, { name: recordTitle ?? t('audit.oneRecord') })}
          <br />
          <small class="muted">
            {t('audit.filter.recordId')} <span class="mono">{recordId}</span>
          </small>
        </p>
      ) : null}
      <FilterError errors={errors} />
      {info && info.total > 0 ? (
        <p class="audit-export">
          <a class="button secondary" href={csvHref(values)} download>
            {t('auditlog.csv.download')}
          </a>{' '}
          <span class="muted">
            {csvMax !== undefined && info.total > csvMax
              ? t('auditlog.csv.capped', { max: csvMax.toLocaleString('en-IN'), total: info.total.toLocaleString('en-IN') })
              : t('auditlog.csv.all', { n: info.total })}
          </span>
        </p>
      ) : null}
      <FilteredResults info={info} count={rows.length} empty={t('audit.empty')} baseUrl="/audit-logs" query={query}>
        <table class="audit-list stack-on-phone">
          <thead>
            <tr>
              <th>{t('audit.col.when')}</th>
              <th>{t('audit.col.who')}</th>
              <th>{t('audit.col.what')}</th>
              <th>{t('audit.col.record')}</th>
              <th>{t('audit.col.fields')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const before = parseImage(r.beforeJson);
              const after = parseImage(r.afterJson);
              const fields = before && after ? shownChanges(before, after).changed.map((c) => fieldLabel(r.tableName, c.field)) : [];
              return (
                <tr id={`log-${r.id}`}>
                  <td class="when">
                    <a href={`/audit-logs/${r.id}`}>{t('auditlog.when.ist', { time: formatDateTime(r.createdAt) })}</a>
                    <br />
                    <small class="muted">
                      <TimeAgo at={r.createdAt} />
                    </small>
                  </td>
                  <td data-label={t('audit.col.who')}>
                    <Who row={r} />
                  </td>
                  <td data-label={t('audit.col.what')}>
                    <ActionPill action={r.action} /> {auditKindName(r.tableName)}
                  </td>
                  <td data-label={t('audit.col.record')}>
                    <a href={`/audit-logs?table=${r.tableName}&record_id=${encodeURIComponent(r.recordId)}`} title={t('audit.recordIdIs', { id: r.recordId })}>
                      {recordName(r, refs)}
                    </a>
                  </td>
                  <td data-label={t('audit.col.fields')} class={fields.length ? undefined : 'empty'}>
                    {fields.length ? fields.join(', ') : <span class="muted">—</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </FilteredResults>
    </Layout>
  );
}

function Value({ table, change, side, refs }: { table: string; change: FieldChange; side: 'before' | 'after'; refs: References }) {
  const v = valueInWords(table, change.field, change[side], refs);
  if (v.empty) return <span class="muted">—</span>;
  return <span title={v.title}>{v.text}</span>;
}

function ChangeRows({ table, changes, refs, highlight, single }: { table: string; changes: FieldChange[]; refs: References; highlight: boolean; single?: 'before' | 'after' }) {
  return (
    <>
      {[...changes]
        .sort((a, b) => fieldLabel(table, a.field).localeCompare(fieldLabel(table, b.field)))
        .map((f) => (
          <tr class={highlight ? 'changed' : undefined} data-field={f.field}>
            <th scope="row">
              {fieldLabel(table, f.field)}
              {highlight && <span class="visually-hidden">{t('audit.detail.changedMark')}</span>}
            </th>
            {single ? (
              <td class="value">
                <Value table={table} change={f} side={single} refs={refs} />
              </td>
            ) : (
              <>
                <td class="before" data-label={t('audit.detail.before')}>
                  <Value table={table} change={f} side="before" refs={refs} />
                </td>
                <td class="after" data-label={t('audit.detail.after')}>
                  <Value table={table} change={f} side="after" refs={refs} />
                </td>
              </>
            )}
          </tr>
        ))}
    </>
  );
}

export function AuditLogDetailPage({
  user,
  row,
  neighbours,
  refs,
  allFields = false,
}: {
  user: SessionUser;
  row: AuditLogRow;
  /** Every field of the record (`?fields=all`), the changed ones highlighted; by default only the changed ones. */
  allFields?: boolean;
  neighbours: { previous: { id: number; action: string } | null; next: { id: number; action: string } | null };
  /** Names of the records the entry points at (owner, driver, shipper, vehicle, load), by id. */
  refs: References;
}) {
  const before = parseImage(row.beforeJson);
  const after = parseImage(row.afterJson);
  const { changed, rest } = shownChanges(before, after);
  // A creation shows the new row, an erasure the row as it was: one column of values, not before and after.
  const single = before === null ? 'after' : after === null ? 'before' : undefined;
  const summary =
    row.action === 'INSERT'
      ? t('audit.summary.insert', { n: changed.length })
      : row.action === 'HARD_DELETE'
        ? t('audit.summary.erase', { n: changed.length })
        : t('audit.summary.changed', { n: changed.length });
  const name = recordName(row, refs);
  return (
    <Layout title={`${auditActionName(row.action)}: ${name}`} user={user} active="/audit-logs" meta={{ styles: ['/assets/admin.css'] }}>
      <p>
        <a href="/audit-logs">{t('audit.page.back')}</a>
      </p>
      <h1>
        <ActionPill action={row.action} /> {auditKindName(row.tableName)}: <span title={t('audit.recordIdIs', { id: row.recordId })}>{name}</span>
      </h1>
      <dl class="facts card">
        <dt>{t('audit.col.when')}</dt>
        <dd>
          <TimeAgo at={row.createdAt} /> <span class="muted">({formatDateTime(row.createdAt)} IST)</span>
        </dd>
        <dt>{t('audit.col.who')}</dt>
        <dd>
          <Who row={row} />
        </dd>
        <dt>{t('audit.detail.changed')}</dt>
        <dd id="change-summary">{summary}</dd>
        <dt>{t('audit.detail.history')}</dt>
        <dd>
          {neighbours.previous ? (
            <a href={`/audit-logs/${neighbours.previous.id}`} rel="prev">
              {t('audit.detail.previous')}
            </a>
          ) : (
            <span class="muted">{t('audit.detail.first')}</span>
          )}{' '}
          · <a href={`/audit-logs?table=${row.tableName}&record_id=${encodeURIComponent(row.recordId)}`}>{t('audit.detail.all')}</a> ·{' '}
          {neighbours.next ? (
            <a href={`/audit-logs/${neighbours.next.id}`} rel="next">
              {t('audit.detail.next')}
            </a>
          ) : (
            <span class="muted">{t('audit.detail.latest')}</span>
          )}
        </dd>
        <dt>{t('audit.detail.details')}</dt>
        <dd class="muted">{tRich('audit.detail.entry', { mono: (c) => <span class="mono">{c}</span> }, { id: String(row.id), recordId: row.recordId })}</dd>
      </dl>
      <table class="audit-diff stack-on-phone">
        <thead>
          <tr>
            <th>{t('audit.detail.field')}</th>
            {single ? (
              <th>{single === 'after' ? t('audit.detail.value') : t('audit.detail.valueErased')}</th>
            ) : (
              <>
                <th>{t('audit.detail.before')}</th>
                <th>{t('audit.detail.after')}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          <ChangeRows table={row.tableName} changes={changed} refs={refs} highlight single={single} />
          {allFields && <ChangeRows table={row.tableName} changes={rest} refs={refs} highlight={false} single={single} />}
        </tbody>
      </table>
      {rest.length > 0 && (
        <p class="audit-fields">
          {allFields ? (
            <>
              <span class="muted">{t('auditlog.detail.allShown')}</span> <a href={`/audit-logs/${row.id}`}>{t('auditlog.detail.showChanged')}</a>
            </>
          ) : (
            <a href={`/audit-logs/${row.id}?fields=all`}>{t('auditlog.detail.showAll', { n: changed.length + rest.length })}</a>
          )}
        </p>
      )}
    </Layout>
  );
}
