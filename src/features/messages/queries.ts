/** SQL of messaging: users and loads a message refers to, conversations, the inbox, read marks. */
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.js';

/** A user as a party of a conversation (suspended users included: their history stays readable). */
export async function findUserById(db: Db, id: string) {
  return db.selectFrom('users').select(['id', 'name', 'username', 'role', 'status']).where('id', '=', id).executeTakeFirst();
}

/** The receiver of a message being sent, share-locked so a suspension cannot slip in between check and insert. */
export async function lockReceiverForShare(trx: Tx, id: string) {
  return trx.selectFrom('users').select(['id', 'name', 'status']).where('id', '=', id).forShare().executeTakeFirst();
}

/** A live (not soft-deleted) load, as the context of a conversation (who may see it is the caller's check). */
export async function findLoadContext(db: Db, id: string) {
  return db
    .selectFrom('loads')
    .select(['id', 'ownerId', 'origin', 'destination', 'pickupDate', 'truckType', 'weightTonnes', 'status', 'listed'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function insertMessage(trx: Tx, values: { senderId: string; receiverId: string; loadId: string | null; content: string }) {
  return trx.insertInto('messages').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Both orders of a pair map to one key, matching the expression index messages_pair_idx. */
function pairOf(a: string, b: string) {
  return {
    lo: sql<string>`least(${a}::uuid, ${b}::uuid)`,
    hi: sql<string>`greatest(${a}::uuid, ${b}::uuid)`,
  };
}

/** One message of the conversation between `a` and `b` (used as a pagination cursor). */
export async function findConversationMessage(db: Db, a: string, b: string, messageId: string) {
  const { lo, hi } = pairOf(a, b);
  return db
    .selectFrom('messages')
    .select(['id', 'createdAt'])
    .where('id', '=', messageId)
    .where(sql`least(sender_id, receiver_id)`, '=', lo)
    .where(sql`greatest(sender_id, receiver_id)`, '=', hi)
    .executeTakeFirst();
}

/**
 * The newest `limit` messages between `a` and `b` strictly before the cursor message
 * (by time, then id), newest first; with the route of the load each is about.
 */
export async function listConversationPage(db: Db, a: string, b: string, opts: { beforeId?: string; limit: number }) {
  const { lo, hi } = pairOf(a, b);
  let q = db
    .selectFrom('messages as m')
    .leftJoin('loads as l', (join) => join.onRef('l.id', '=', 'm.loadId').on('l.deletedAt', 'is', null))
    .select(['m.id', 'm.senderId', 'm.receiverId', 'm.loadId', 'm.content', 'm.readAt', 'm.createdAt', 'l.origin as loadOrigin', 'l.destination as loadDestination'])
    .where(sql`least(m.sender_id, m.receiver_id)`, '=', lo)
    .where(sql`greatest(m.sender_id, m.receiver_id)`, '=', hi);
  if (opts.beforeId) {
    // Compared in SQL: created_at has microseconds, a JS Date only milliseconds.
    q = q.where(sql<boolean>`(m.created_at, m.id) < (select c.created_at, c.id from messages c where c.id = ${opts.beforeId}::uuid)`);
  }
  return q.orderBy('m.createdAt', 'desc').orderBy('m.id', 'desc').limit(opts.limit).execute();
}

export type ConversationRow = Awaited<ReturnType<typeof listConversationPage>>[number];

/**
 * The inbox of `userId`: one row per counterpart with the last message either
 * way and the number of their messages not yet read, most recent first.
 */
export async function listInbox(db: Db, userId: string, opts: { limit: number; offset: number }) {
  return db
    .with('mine', (qb) =>
      qb
        .selectFrom('messages as m')
        .select([
          'm.id',
          'm.senderId',
          'm.receiverId',
          'm.content',
          'm.readAt',
          'm.createdAt',
          sql<string>`case when m.sender_id = ${userId}::uuid then m.receiver_id else m.sender_id end`.as('counterpartId'),
        ])
        .where((eb) => eb.or([eb('m.senderId', '=', userId), eb('m.receiverId', '=', userId)])),
    )
    .with('last', (qb) => qb.selectFrom('mine').selectAll().distinctOn('counterpartId').orderBy('counterpartId').orderBy('createdAt', 'desc').orderBy('id', 'desc'))
    .with('unread', (qb) =>
      qb
        .selectFrom('mine')
        .select(['counterpartId', sql<number>`count(*)::int`.as('n')])
        .where('receiverId', '=', userId)
        .where('readAt', 'is', null)
        .groupBy('counterpartId'),
    )
    .selectFrom('last')
    .innerJoin('users as u', 'u.id', 'last.counterpartId')
    .leftJoin('unread', 'unread.counterpartId', 'last.counterpartId')
    .select([
      'last.counterpartId',
      'u.name as counterpartName',
      'u.username as counterpartUsername',
      'u.role as counterpartRole',
      'last.id as lastMessageId',
      'last.senderId as lastSenderId',
      'last.content as lastContent',
      'last.createdAt as lastCreatedAt',
      sql<number>`coalesce(unread.n, 0)`.as('unreadCount'),
      sql<number>`count(*) over ()::int`.as('total'),
    ])
    .orderBy('last.createdAt', 'desc')
    .orderBy('last.id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
}

/** Number of counterparts in the inbox (for pagination when the page asked is past the end). */
export async function countCounterparts(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select(sql<number>`count(distinct case when sender_id = ${userId}::uuid then receiver_id else sender_id end)::int`.as('n'))
    .where((eb) => eb.or([eb('senderId', '=', userId), eb('receiverId', '=', userId)]))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Marks one message read by its receiver; returns it (already read or not), or nothing for anyone else. */
export async function markMessageRead(trx: Tx, messageId: string, receiverId: string) {
  const updated = await trx
    .updateTable('messages')
    .set({ readAt: sql`now()` })
    .where('id', '=', messageId)
    .where('receiverId', '=', receiverId)
    .where('readAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (updated) return updated;
  return trx.selectFrom('messages').selectAll().where('id', '=', messageId).where('receiverId', '=', receiverId).executeTakeFirst();
}

/** Marks every unread message from `senderId` to `receiverId` read; returns how many. */
export async function markConversationRead(trx: Tx, receiverId: string, senderId: string): Promise<number> {
  const res = await trx.updateTable('messages').set({ readAt: sql`now()` }).where('receiverId', '=', receiverId).where('senderId', '=', senderId).where('readAt', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Marks read the 'message' notifications that point at one conversation, so
 * the bell stops counting messages the user has now seen.
 */
export async function markMessageNotificationsRead(trx: Tx, userId: string, conversationLink: string): Promise<number> {
  const res = await trx
    .updateTable('notifications')
    .set({ readAt: sql`now()` })
    .where('userId', '=', userId)
    .where('kind', '=', 'message')
    .where('link', '=', conversationLink)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
