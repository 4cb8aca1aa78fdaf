/** JSON shapes of the audit log and the field-by-field comparison of a change. */
import type { AuditLogRow } from './queries.js';

export type RowImage = Record<string, unknown> | null;

export function parseImage(json: string | null): RowImage {
  if (json === null) return null;
  const value = JSON.parse(json) as unknown;
  // The trigger already strips it; this is the second lock on the door.
  if (value && typeof value === 'object') delete (value as Record<string, unknown>).password_hash;
  return value as RowImage;
}

/** Who made the change, in words: the user's name and username, "System" (background jobs) or "Database" (no app user). */
export function actorLabel(row: Pick<AuditLogRow, 'actorKind' | 'actorId' | 'actorName' | 'actorUsername'>): string {
  if (row.actorKind === 'system') return 'System';
  if (row.actorKind === 'database' || !row.actorId) return 'Database (outside the app)';
  if (row.actorName) return `${row.actorName} (@${row.actorUsername})`;
  return 'A deleted user';
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every column of either image, id first then alphabetical, each marked changed when before and after differ. */
function compareImages(before: RowImage, after: RowImage): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const ordered = [...keys].sort((a, b) => (a === 'id' ? -1 : b === 'id' ? 1 : a.localeCompare(b)));
  return ordered.map((field) => {
    const b = before ? before[field] : undefined;
    const a = after ? after[field] : undefined;
    // An insert or a hard delete changes every field; an update only some.
    const changed = before === null || after === null ? true : !same(b, a);
    return { field, before: b, after: a, changed };
  });
}

/**
 * Columns the database computes from others (a load's road distance from its cities, its rate per km from the price
 * and distance, migration 037): an update lists the field a person changed, not what followed from it.
 */
const DERIVED: ReadonlySet<string> = new Set(['distance_km', 'rate_per_km_paise']);

/** The columns an UPDATE changed (updated_at and derived columns left out). */
function changedFields(before: RowImage, after: RowImage): string[] {
  if (!before || !after) return [];
  return shownChanges(before, after).changed.map((c) => c.field);
}

/**
 * What an entry shows: the changed columns (for an update, those whose value differs, updated_at left out as it
 * changes with every update, and the derived columns; for a creation or an erasure, every column but the id that holds a value), and the rest of the row.
 * The summary counts exactly the changed list, which is exactly what the page highlights.
 */
export function shownChanges(before: RowImage, after: RowImage): { changed: FieldChange[]; rest: FieldChange[] } {
  const all = compareImages(before, after);
  const whole = before === null || after === null;
  // A creation or an erasure shows the columns that hold a value; the empty ones join the rest.
  const isChange = (c: FieldChange) =>
    whole ? c.field !== 'id' && (c.after ?? c.before) !== null && (c.after ?? c.before) !== undefined : c.changed && c.field !== 'updated_at' && !DERIVED.has(c.field);
  return { changed: all.filter(isChange), rest: all.filter((c) => !isChange(c)) };
}

export function presentAuditLog(row: AuditLogRow) {
  const before = parseImage(row.beforeJson);
  const after = parseImage(row.afterJson);
  return {
    id: row.id,
    table: row.tableName,
    record_id: row.recordId,
    action: row.action,
    actor_id: row.actorId,
    actor_kind: row.actorKind,
    actor: actorLabel(row),
    actor_username: row.actorUsername ?? null,
    changed_fields: changedFields(before, after),
    before,
    after,
    created_at: row.createdAt.toISOString(),
  };
}
