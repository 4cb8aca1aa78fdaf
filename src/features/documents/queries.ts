/** Reads and writes of the documents (tables user_documents and user_document_expiry_notices, migration 050). */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { documentBadgesSql, type UserDocumentKind } from '../../lib/documents.js';
import type { DocumentStatus } from './schema.js';

const DOCUMENT_COLUMNS = ['d.id', 'd.userId', 'd.kind', 'd.number', 'd.expiresOn', 'd.fileId', 'd.status', 'd.reviewReason', 'd.reviewedAt', 'd.createdAt'] as const;

export interface DocumentRow {
  id: string;
  userId: string;
  kind: string;
  number: string;
  expiresOn: string | null;
  fileId: string;
  status: string;
  reviewReason: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

/** A user's documents, newest first. */
export function listOwnDocuments(db: Db, userId: string): Promise<DocumentRow[]> {
  return db.selectFrom('userDocuments as d').select(DOCUMENT_COLUMNS).where('d.userId', '=', userId).orderBy('d.createdAt', 'desc').orderBy('d.id').execute();
}

/** The verified badges of a user today (document_badges). */
export async function badgesOf(db: Db, userId: string): Promise<string[]> {
  const row = await db.selectNoFrom(documentBadgesSql(userId).as('badges')).executeTakeFirstOrThrow();
  return row.badges;
}

/** India's today, as the database counts it (kolkata_today()). */
export async function kolkataToday(db: Db): Promise<string> {
  const row = await db.selectNoFrom(sql<string>`kolkata_today()::text`.as('today')).executeTakeFirstOrThrow();
  return row.today;
}

export function hasPending(db: Db, userId: string, kind: UserDocumentKind): Promise<boolean> {
  return db.selectFrom('userDocuments').select('id').where('userId', '=', userId).where('kind', '=', kind).where('status', '=', 'pending').executeTakeFirst().then(Boolean);
}

export function insertDocument(db: Db, v: { userId: string; kind: UserDocumentKind; number: string; expiresOn: string | null; fileId: string }): Promise<DocumentRow> {
  return db.insertInto('userDocuments').values(v).returning(['id', 'userId', 'kind', 'number', 'expiresOn', 'fileId', 'status', 'reviewReason', 'reviewedAt', 'createdAt']).executeTakeFirstOrThrow();
}

/** A document with its owner's role, for the file route and the decisions. */
export function findDocument(db: Db, id: string) {
  return db
    .selectFrom('userDocuments as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .select([...DOCUMENT_COLUMNS, 'u.role as ownerRole', 'u.name as ownerName'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** Decides a pending document (one decision wins a race: the row must still be pending). */
export function decideIfPending(db: Db, id: string, adminId: string, status: 'approved' | 'rejected', reason: string | null): Promise<DocumentRow | undefined> {
  return db
    .updateTable('userDocuments as d')
    .set({ status, reviewedBy: adminId, reviewedAt: sql`now()`, reviewReason: reason })
    .where('d.id', '=', id)
    .where('d.status', '=', 'pending')
    .returning([...DOCUMENT_COLUMNS])
    .executeTakeFirst();
}

/** Marks a user verified unless they already were (the first verification time is kept); true when it changed. */
export async function setVerifiedIfNot(db: Db, userId: string): Promise<boolean> {
  const r = await db.updateTable('users').set({ verifiedAt: sql`now()` }).where('id', '=', userId).where('verifiedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export interface QueueRow extends DocumentRow {
  userName: string;
  username: string;
  userRole: string;
  userPhone: string | null;
  contentType: string;
  reviewerName: string | null;
}

/** The admin's queue: documents of a status, pending ones oldest first, decided ones newest decision first. */
export function listQueue(db: Db, status: DocumentStatus, limit = 100): Promise<QueueRow[]> {
  let q = db
    .selectFrom('userDocuments as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .innerJoin('files as f', 'f.id', 'd.fileId')
    .leftJoin('users as r', 'r.id', 'd.reviewedBy')
    .select([...DOCUMENT_COLUMNS, 'u.name as userName', 'u.username', 'u.role as userRole', 'u.phone as userPhone', 'f.contentType', 'r.name as reviewerName'])
    .where('d.status', '=', status);
  q = status === 'pending' ? q.orderBy('d.createdAt', 'asc') : q.orderBy('d.reviewedAt', 'desc');
  return q.orderBy('d.id').limit(limit).execute();
}

/** How many documents wait for review (the admin's desk). */
export async function countPending(db: Db): Promise<number> {
  const row = await db
    .selectFrom('userDocuments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ExpiringRow {
  id: string;
  userId: string;
  kind: string;
  expiresOn: string;
  daysLeft: number;
}

/**
 * Approved licences and insurances that are their owner's current one of the kind (no later approved one)
 * and expire within `maxDays` days of `today` (not yet expired), with the days left.
 */
export function listExpiring(db: Db, today: string, maxDays: number): Promise<ExpiringRow[]> {
  return db
    .selectFrom('userDocuments as d')
    .select(['d.id', 'd.userId', 'd.kind', sql<string>`d.expires_on::text`.as('expiresOn'), sql<number>`(d.expires_on - ${today}::date)`.as('daysLeft')])
    .where('d.status', '=', 'approved')
    .where('d.kind', 'in', ['driving_licence', 'insurance'])
    .where(sql<boolean>`d.expires_on BETWEEN ${today}::date AND ${today}::date + ${maxDays}::int`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('userDocuments as n')
            .select('n.id')
            .whereRef('n.userId', '=', 'd.userId')
            .whereRef('n.kind', '=', 'd.kind')
            .where('n.status', '=', 'approved')
            .whereRef('n.createdAt', '>', 'd.createdAt'),
        ),
      ),
    )
    .orderBy('d.expiresOn')
    .execute();
}

/** Claims the warning `daysBefore` of a document: true for the one caller that inserted it (every other one: false). */
export async function claimExpiryNotice(db: Db, documentId: string, daysBefore: number): Promise<boolean> {
  const row = await db
    .insertInto('userDocumentExpiryNotices')
    .values({ documentId, daysBefore })
    .onConflict((oc) => oc.doNothing())
    .returning('documentId')
    .executeTakeFirst();
  return row !== undefined;
}
