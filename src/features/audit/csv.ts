/**
 * The audit log as a CSV file: every entry the filters match (newest first, at most CSV_MAX_ROWS, the file says so
 * when there were more), each as people read it: India time, who by name, the record by what it is, and the changed
 * fields by their labels with the values before and after in words (rupees, names).
 *
 * RFC 4180 (comma separated, CRLF, fields with a quote, comma or line break quoted, quotes doubled), with a byte order
 * mark so spreadsheets read Hindi and ₹. Text a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading single quote (lib/csv.ts's csvCell, shared with the books and the admin lists).
 */
import type { Database } from '../../db/database.js';
import { csvCell } from '../../lib/csv.js';
import { t } from '../../lib/i18n/index.js';
import { auditActionName } from '../../lib/words.js';
import { type FieldChange, parseImage, shownChanges } from './presenters.js';
import { type AuditLogRow, CSV_MAX_ROWS, eachAuditLogBatch, findReferenceNames } from './queries.js';
import type { AuditFilter } from './schema.js';
import { actorInWords, auditKindName, fieldLabel, recordName, referencedIds, type References, valueInWords } from './words.js';

const csvLine = (cells: Array<string | number | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`;

/** "2026-11-27 14:05:09": an instant in India time, sortable as text. */
const IST = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
function indiaTime(at: Date): string {
  const p = Object.fromEntries(IST.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** "Freight: ₹1,84,000 → ₹1,84,500; Pickup date: 28 Nov 2026 → 29 Nov 2026" (a creation or an erasure: "Label: value"). */
function changesInWords(row: AuditLogRow, changes: FieldChange[], refs: References, single: 'before' | 'after' | null): string {
  const word = (c: FieldChange, side: 'before' | 'after') => valueInWords(row.tableName, c.field, c[side], refs).text;
  return changes.map((c) => `${fieldLabel(row.tableName, c.field)}: ${single ? word(c, single) : `${word(c, 'before')} → ${word(c, 'after')}`}`).join('; ');
}

/** The whole CSV document of the entries the filters match. */
export async function auditLogCsv(db: Database, filter: AuditFilter, actorIds: readonly string[] | null, { max = CSV_MAX_ROWS } = {}): Promise<string> {
  const parts: string[] = [
    `\uFEFF${csvLine([
      t('auditlog.csv.when'),
      t('auditlog.csv.who'),
      t('auditlog.csv.phone'),
      t('auditlog.csv.action'),
      t('auditlog.csv.kind'),
      t('auditlog.csv.record'),
      t('auditlog.csv.changes'),
      t('auditlog.csv.recordId'),
      t('auditlog.csv.entry'),
    ])}`,
  ];
  const total = await eachAuditLogBatch(db, filter, actorIds, { max }, async (rows) => {
    const images = rows.map((r) => ({ before: parseImage(r.beforeJson), after: parseImage(r.afterJson) }));
    const refs = await findReferenceNames(db, [...rows.map((r) => r.recordId), ...images.flatMap((i) => [...referencedIds(i.before), ...referencedIds(i.after)])]);
    rows.forEach((row, n) => {
      const { before, after } = images[n];
      const single = before === null ? 'after' : after === null ? 'before' : null;
      parts.push(
        csvLine([
          indiaTime(row.createdAt),
          actorInWords(row),
          row.actorKind === 'user' ? row.actorPhone : null,
          auditActionName(row.action),
          auditKindName(row.tableName),
          recordName(row, refs),
          changesInWords(row, shownChanges(before, after).changed, refs, single),
          row.recordId,
          row.id,
        ]),
      );
    });
  });
  if (total > max) parts.push(csvLine([t('auditlog.csv.capped', { max: max.toLocaleString('en-IN'), total: total.toLocaleString('en-IN') })]));
  return parts.join('');
}
