/** SQL of ratings: the insert (once per trip and rater), summaries per user, and the reviews a profile shows. */
import { sql, type Selectable } from 'kysely';
import type { DB, Db, Tx } from '../../db/database.js';
import type { RatingSummary, Review } from '../../views/trips.js';

export type RatingRow = Selectable<DB['ratings']>;

/** Stores the rating; undefined when this rater already rated this trip (the unique index decides). */
export async function insertRatingOnce(trx: Tx, v: { tripId: string; raterId: string; rateeId: string; score: number; review: string | null }): Promise<RatingRow | undefined> {
  return trx
    .insertInto('ratings')
    .values(v)
    .onConflict((oc) => oc.columns(['tripId', 'raterId']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Average (one decimal) and number of ratings a user has received. */
export async function ratingSummaryOf(db: Db, userId: string): Promise<RatingSummary> {
  const row = await db
    .selectFrom('ratings')
    .select([sql<number | null>`round(avg(score)::numeric, 1)`.as('average'), sql<number>`count(*)::int`.as('count')])
    .where('rateeId', '=', userId)
    .executeTakeFirstOrThrow();
  return { average: row.average === null ? null : Number(row.average), count: row.count };
}

/** Summaries of many users at once; users without ratings get {null, 0}. */
export async function ratingSummariesOf(db: Db, userIds: string[]): Promise<Map<string, RatingSummary>> {
  const out = new Map<string, RatingSummary>();
  const ids = [...new Set(userIds)];
  for (const id of ids) out.set(id, { average: null, count: 0 });
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('ratings')
    .select(['rateeId', sql<number>`round(avg(score)::numeric, 1)`.as('average'), sql<number>`count(*)::int`.as('count')])
    .where('rateeId', 'in', ids)
    .groupBy('rateeId')
    .execute();
  for (const r of rows) out.set(r.rateeId, { average: Number(r.average), count: r.count });
  return out;
}

/** Ratings given on a trip, by rater id. */
export async function ratingsOfTrip(db: Db, tripId: string): Promise<Map<string, RatingRow>> {
  const rows = await db.selectFrom('ratings').selectAll().where('tripId', '=', tripId).execute();
  return new Map(rows.map((r) => [r.raterId, r]));
}

/** Which of these trips the rater has already rated. */
export async function tripsRatedBy(db: Db, raterId: string, tripIds: string[]): Promise<Set<string>> {
  if (tripIds.length === 0) return new Set();
  const rows = await db.selectFrom('ratings').select('tripId').where('raterId', '=', raterId).where('tripId', 'in', tripIds).execute();
  return new Set(rows.map((r) => r.tripId));
}

/** The newest ratings a user received, with who gave them and on which route. */
export async function recentReviewsOf(db: Db, userId: string, limit: number): Promise<Review[]> {
  return db
    .selectFrom('ratings as r')
    .innerJoin('users as u', 'u.id', 'r.raterId')
    .innerJoin('trips as t', 't.id', 'r.tripId')
    .innerJoin('loads as l', 'l.id', 't.loadId')
    .select(['r.score', 'r.review', 'r.createdAt', 'u.name as raterName', 'l.origin', 'l.destination'])
    .where('r.rateeId', '=', userId)
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}
