/** Pages of the audit log: the filtered list, and one change with before and after side by side. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDateTime } from '../../lib/dates.js';
import { FilteredResults, FilterError, SearchFilters } from '../../views/filters.js';
import { Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import type { PageInfo } from '../../views/pagination.js';
import { actorLabel, changedFields, compareImages, parseImage } from './presenters.js';
import type { AuditLogRow } from './queries.js';
import { AUDIT_ACTIONS, AUDITED_TABLES } from './schema.js';

const ACTION_LABELS: Record<string, string> = {
  INSERT: 'Created',
  UPDATE: 'Changed',
  SOFT_DELETE: 'Deleted (kept)',
  RESTORE: 'Restored',
  HARD_DELETE: 'Erased',
};

function ActionPill({ action }: { action: string }) {
  return <span class={`pill audit-${action.toLowerCase()}`}>{ACTION_LABELS[action] ?? action}</span>;
}

function Who({ row }: { row: AuditLogRow }) {
  const label = actorLabel(row);
  if (row.actorKind === 'user' && row.actorId) return <a href={`/audit-logs?user_id=${row.actorId}`}>{label}</a>;
  if (row.actorKind === 'system') return <a href="/audit-logs?user_id=system">{label}</a>;
  return <span class="muted">{label}</span>;
}

export function AuditLogListPage({
  user,
  flash,
  query,
  rows,
  info,
  errors,
}: {
  user: SessionUser;
  flash?: Flash | null;
  query: FormValues;
  rows: AuditLogRow[];
  info: PageInfo | null;
  errors?: FormErrors | null;
}) {
  return (
    <Layout title="Audit log" user={user} flash={flash} active="/audit-logs">
      <h1>Audit log</h1>
      <p class="muted">Every change to loads, shippers, vehicles, payments and users, with who made it. Password hashes are never recorded.</p>
      <SearchFilters action="/audit-logs">
        <Field name="table" label="Table" options={[['', 'Any table'], ...AUDITED_TABLES.map((t): [string, string] => [t, t])]} values={query} errors={errors} />
        <Field name="action" label="Action" options={[['', 'Any action'], ...AUDIT_ACTIONS.map((a): [string, string] => [a, `${a} · ${ACTION_LABELS[a]}`])]} values={query} errors={errors} />
        <Field name="user_id" label="Who (user id or system)" values={query} errors={errors} maxlength={36} />
        <Field name="from" label="From" type="date" values={query} errors={errors} />
        <Field name="to" label="To" type="date" values={query} errors={errors} />
        {query.record_id ? <input type="hidden" name="record_id" value={String(query.record_id)} /> : null}
      </SearchFilters>
      {query.record_id ? (
        <p>
          History of record <code>{String(query.record_id)}</code> · <a href="/audit-logs">show every record</a>
        </p>
      ) : null}
      <FilterError errors={errors} />
      <FilteredResults info={info} count={rows.length} empty="No change matches these filters." baseUrl="/audit-logs" query={query}>
        <table class="audit-list stack-on-phone">
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>What</th>
              <th>Record</th>
              <th>Fields</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const fields = r.action === 'UPDATE' ? changedFields(parseImage(r.beforeJson), parseImage(r.afterJson)) : [];
              return (
                <tr id={`log-${r.id}`}>
                  <td>
                    <a href={`/audit-logs/${r.id}`}>{formatDateTime(r.createdAt)}</a>
                  </td>
                  <td data-label="Who">
                    <Who row={r} />
                  </td>
                  <td data-label="What">
                    <ActionPill action={r.action} /> {r.tableName}
                  </td>
                  <td data-label="Record">
                    <a class="mono" href={`/audit-logs?table=${r.tableName}&record_id=${encodeURIComponent(r.recordId)}`}>
                      {r.recordId.slice(0, 8)}
                    </a>
                  </td>
                  <td data-label="Fields">{fields.length ? fields.join(', ') : <span class="muted">—</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </FilteredResults>
    </Layout>
  );
}

function Value({ value }: { value: unknown }) {
  if (value === undefined) return <span class="muted">—</span>;
  if (value === null) return <span class="muted">null</span>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return <code>{text}</code>;
}

export function AuditLogDetailPage({
  user,
  row,
  neighbours,
}: {
  user: SessionUser;
  row: AuditLogRow;
  neighbours: { previous: { id: number; action: string } | null; next: { id: number; action: string } | null };
}) {
  const before = parseImage(row.beforeJson);
  const after = parseImage(row.afterJson);
  const fields = compareImages(before, after);
  const changedCount = fields.filter((f) => f.changed && f.field !== 'updated_at').length;
  return (
    <Layout title={`Audit entry ${row.id}`} user={user} active="/audit-logs">
      <p>
        <a href="/audit-logs">← Audit log</a>
      </p>
      <h1>
        <ActionPill action={row.action} /> {row.tableName} <span class="mono">{row.recordId}</span>
      </h1>
      <dl class="facts card">
        <dt>Entry</dt>
        <dd>#{row.id}</dd>
        <dt>When</dt>
        <dd>{formatDateTime(row.createdAt)}</dd>
        <dt>Who</dt>
        <dd>
          <Who row={row} /> <span class="muted">({row.actorKind})</span>
        </dd>
        <dt>Action</dt>
        <dd>{row.action}</dd>
        <dt>Changed</dt>
        <dd>{row.action === 'UPDATE' ? `${changedCount} field(s)` : row.action === 'INSERT' ? 'new record' : row.action === 'HARD_DELETE' ? 'record erased' : `${changedCount} field(s)`}</dd>
        <dt>Record history</dt>
        <dd>
          {neighbours.previous ? (
            <a href={`/audit-logs/${neighbours.previous.id}`} rel="prev">
              ← previous change
            </a>
          ) : (
            <span class="muted">first change</span>
          )}{' '}
          · <a href={`/audit-logs?table=${row.tableName}&record_id=${encodeURIComponent(row.recordId)}`}>all changes</a> ·{' '}
          {neighbours.next ? (
            <a href={`/audit-logs/${neighbours.next.id}`} rel="next">
              next change →
            </a>
          ) : (
            <span class="muted">latest change</span>
          )}
        </dd>
      </dl>
      <div class="table-wrap">
        <table class="audit-diff">
          <thead>
            <tr>
              <th>Field</th>
              <th>Before</th>
              <th>After</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr class={f.changed ? 'changed' : undefined} data-field={f.field}>
                <th scope="row">
                  {f.field}
                  {f.changed && <span class="visually-hidden"> (changed)</span>}
                </th>
                <td class="before">
                  <Value value={f.before} />
                </td>
                <td class="after">
                  <Value value={f.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Layout>
  );
}
