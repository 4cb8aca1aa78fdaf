/** Record ids: every table's primary key is a uuid, written in its canonical text form. */

/** A uuid as text (any case). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed uuid; anything else cannot name a record, so it is "not found" without a database round trip. */
export function isUuid(v: unknown): v is string {
  return typeof v === 'string' && UUID_PATTERN.test(v);
}
