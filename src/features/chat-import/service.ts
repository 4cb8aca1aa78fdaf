/** Use cases of chat import: read a pasted batch into reviewed candidates, save the chosen ones as loads. */
import { withActor, type Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ValidationError } from '../../http/errors.js';
import { authorize } from '../../http/guards.js';
import { claimIdempotencyKey, storeIdempotentResponse } from '../../http/idempotency.js';
import { canPostLoads } from '../loads/policy.js';
import type { LoadRow } from '../loads/service.js';
import { cityKey } from '../../lib/fields.js';
import { currentLocale } from '../../lib/i18n/index.js';
import type { LoadInput } from '../loads/schema.js';
import { postLoadsInTransaction } from '../loads/service.js';
import { SaveKeyMismatchError } from './errors.js';
import type { ParsedCandidate } from './parser.js';
import type { ParserPool } from './parser-pool.js';
import { listPostedLoadsOfOwnerOn, listOwnLoadsByIds } from './queries.js';
import { MAX_MESSAGES, saveRequestHash, tooManyMessages, type ParseChatInput, type RowValues } from './schema.js';

/** A candidate with what the review needs beyond the parser's reading. */
export interface ReviewedCandidate {
  candidate: ParsedCandidate;
  /** The candidate as the load form holds it. */
  values: RowValues;
  /** Why the load rules refuse it as it stands (past pickup date, weight over 100 t...), by form field. */
  saveErrors: Record<string, string>;
  /** Found a load and passes the load rules: it can be saved as is. */
  ready: boolean;
  /** The caller's open load with the same route, pickup date and truck type. */
  duplicateOf: string | null;
  /** The earlier candidate of this batch with exactly the same details (a repost). */
  repeatOf: number | null;
}

export interface ReadChatResult {
  /** WhatsApp messages in the paste (the limit counts these). */
  messages: number;
  /** Posts read: the messages with each plain paragraph cut into the posts it holds (what the summary counts). */
  posts: number;
  candidates: ReviewedCandidate[];
}

function loadKey(origin: string, destination: string, pickupDate: string, truckType: string): string {
  return JSON.stringify([cityKey(origin), cityKey(destination), pickupDate, truckType]);
}

function repostKey(c: ParsedCandidate): string {
  return JSON.stringify([c.origin, c.destination, c.pickup_date, c.truck_type, c.truck_length_ft, c.weight, c.price, c.rate_per_tonne, c.phone, c.material]);
}

/**
 * Reads a pasted batch (at most 2,000 messages) into candidate loads, in a
 * thread of the parser pool. For a shipper or broker, a candidate repeating one
 * of their open loads (same route, pickup date and truck type) names that load;
 * a repost of an earlier candidate of the batch names it too.
 */
export async function readChat(db: Database, parser: ParserPool, actor: SessionUser, input: ParseChatInput): Promise<ReadChatResult> {
  const read = await parser.run({ text: input.text, referenceDate: input.referenceDate, maxMessages: MAX_MESSAGES, locale: currentLocale() });
  if (!read.candidates) throw new ValidationError({ text: tooManyMessages() });
  const { messages, posts } = read;
  const parsed = read.candidates.map((c) => c.candidate);

  const existing = new Map<string, string>();
  if (canPostLoads(actor)) {
    const dates = [...new Set(parsed.flatMap((c) => (c.pickup_date ? [c.pickup_date] : [])))];
    for (const l of await listPostedLoadsOfOwnerOn(db, actor.id, dates)) {
      const k = JSON.stringify([l.originKey, l.destinationKey, l.pickupDate, l.truckType]);
      if (!existing.has(k)) existing.set(k, l.id);
    }
  }

  const seen = new Map<string, number>();
  const candidates = read.candidates.map(({ candidate, values, saveErrors }, index): ReviewedCandidate => {
    const { origin, destination, pickup_date, truck_type } = candidate;
    const duplicateOf = origin && destination && pickup_date && truck_type ? (existing.get(loadKey(origin, destination, pickup_date, truck_type)) ?? null) : null;
    const rk = repostKey(candidate);
    const earlier = seen.get(rk);
    // The trucks of one post ("3 gaadi chahiye") are alike on purpose: only a later message repeats an earlier one.
    const repeatOf = earlier !== undefined && parsed[earlier].message_index !== candidate.message_index ? earlier : null;
    if (earlier === undefined) seen.set(rk, index);
    return { candidate, values, saveErrors, ready: candidate.valid && Object.keys(saveErrors).length === 0, duplicateOf, repeatOf };
  });
  return { messages, posts, candidates };
}

/** Who is saving again: a key the client chose (API) or the review page's batch and rows (HTML). */
export interface SaveKey {
  key: string;
  route: string;
}

export interface SaveResult {
  loads: LoadRow[];
  /** True when this is the answer of an earlier save with the same key: nothing new was stored. */
  replayed: boolean;
}

/**
 * A shipper or broker saves the chosen loads, already checked with the rules of
 * posting a load: all are stored in one transaction, or none. With a key, the
 * same save sent again (a double click, a retry) stores nothing more and
 * answers with the loads of the first; the key reused for other loads is refused.
 */
export async function saveImportedLoads(db: Database, actor: SessionUser, inputs: readonly LoadInput[], saveKey: SaveKey | null): Promise<SaveResult> {
  authorize(actor, canPostLoads, undefined, 'Only shippers and brokers post loads');
  const requestHash = saveRequestHash(inputs);
  return withActor(db, actor.id, async (trx) => {
    if (saveKey) {
      const prior = await claimIdempotencyKey(trx, actor.id, { ...saveKey, requestHash }, () => new SaveKeyMismatchError());
      if (prior) {
        const { load_ids: ids } = JSON.parse(prior.responseText) as { load_ids: string[] };
        return { loads: await listOwnLoadsByIds(trx, actor.id, ids), replayed: true };
      }
    }
    const loads = await postLoadsInTransaction(trx, actor, inputs);
    if (saveKey) await storeIdempotentResponse(trx, actor.id, saveKey.key, 201, { load_ids: loads.map((l) => l.id) });
    return { loads, replayed: false };
  });
}
