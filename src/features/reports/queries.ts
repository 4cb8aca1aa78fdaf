/** SQL of load reports (migration 054): the reports, the owner's hold, and the admin's queue. */
import type { Db, Tx } from '../../db/database.js';

/** A load as a report needs it (deleted ones too: a report of a deleted load is not found). */
export async function findLoadToReport(db: Db, id: string) {
  return db.selectFrom('loads').select(['id', 'ownerId', 'listed', 'deletedAt', 'status', 'origin', 'destination', 'hiddenByReports']).where('id', '=', id).executeTakeFirst();
}

/** The owner's hold (null when none), read with the owner's row locked by the caller's transaction or not. */
export async function findHold(db: Db, ownerId: string): Promise<Date | null> {
  const row = await db.selectFrom('users').select('reportsHoldAt').where('id', '=', ownerId).executeTakeFirst();
  return row?.reportsHoldAt ?? null;
}

/** Inserts a report; undefined when this reporter already reported this load (the unique constraint decides). */
export async function insertReport(trx: Tx, v: { loadId: string; ownerId: string; reporterId: string; reason: string; details: string | null }) {
  return trx
    .insertInto('loadReports')
    .values(v)
    .onConflict((oc) => oc.constraint('load_reports_once').doNothing())
    .returning(['id', 'loadId', 'reason', 'createdAt'])
    .executeTakeFirst();
}

/** The viewer's own report of a load, if any. */
export async function findOwnReport(db: Db, loadId: string, reporterId: string) {
  return db.selectFrom('loadReports').select(['id', 'reason', 'status', 'createdAt']).where('loadId', '=', loadId).where('reporterId', '=', reporterId).executeTakeFirst();
}

/** Open reports about one load (admins see the count on the load page). */
export async function countOpenReportsOfLoad(db: Db, loadId: string): Promise<number> {
  const row = await db
    .selectFrom('loadReports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('loadId', '=', loadId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The owner's open loads that the hold took off the board, with their route (for ending bids). */
export async function loadsHiddenByReports(trx: Tx, ownerId: string) {
  return trx.selectFrom('loads').select(['id', 'origin', 'destination']).where('ownerId', '=', ownerId).where('hiddenByReports', '=', true).where('status', '=', 'open').execute();
}

export interface ReportedOwnerRow {
  ownerId: string;
  name: string;
  companyName: string | null;
  role: string;
  phone: string | null;
  verifiedAt: Date | null;
  reportsHoldAt: Date | null;
  status: string;
  reporters: number;
  firstAt: Date;
}

/** Owners with open reports, those on hold first, then the most reported, then the oldest report. */
export async function listReportedOwners(db: Db, limit: number): Promise<ReportedOwnerRow[]> {
  return db
    .selectFrom('loadReports as r')
    .innerJoin('users as u', 'u.id', 'r.ownerId')
    .select((eb) => [
      'r.ownerId',
      'u.name',
      'u.companyName',
      'u.role',
      'u.phone',
      'u.verifiedAt',
      'u.reportsHoldAt',
      'u.status',
      eb.fn.count<string>('r.reporterId').distinct().as('reporters'),
      eb.fn.min('r.createdAt').as('firstAt'),
    ])
    .where('r.status', '=', 'open')
    .groupBy(['r.ownerId', 'u.name', 'u.companyName', 'u.role', 'u.phone', 'u.verifiedAt', 'u.reportsHoldAt', 'u.status'])
    .orderBy(
      ({ ref }) => ref('u.reportsHoldAt'),
      (ob) => ob.desc().nullsLast(),
    )
    .orderBy('reporters', 'desc')
    .orderBy('firstAt')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, reporters: Number(r.reporters), firstAt: r.firstAt as Date })));
}

export interface OpenReportRow {
  id: string;
  ownerId: string;
  loadId: string;
  origin: string;
  destination: string;
  reason: string;
  details: string | null;
  reporterName: string;
  reporterRole: string;
  createdAt: Date;
}

/** The open reports of these owners, newest first. */
export async function listOpenReportsOf(db: Db, ownerIds: string[]): Promise<OpenReportRow[]> {
  if (ownerIds.length === 0) return [];
  return db
    .selectFrom('loadReports as r')
    .innerJoin('loads as l', 'l.id', 'r.loadId')
    .innerJoin('users as u', 'u.id', 'r.reporterId')
    .select(['r.id', 'r.ownerId', 'r.loadId', 'l.origin', 'l.destination', 'r.reason', 'r.details', 'u.name as reporterName', 'u.role as reporterRole', 'r.createdAt'])
    .where('r.status', '=', 'open')
    .where('r.ownerId', 'in', ownerIds)
    .orderBy('r.createdAt', 'desc')
    .execute();
}

/** Closes the owner's open reports with the admin's decision; how many. */
export async function closeOpenReports(trx: Tx, ownerId: string, adminId: string, status: 'dismissed' | 'upheld'): Promise<number> {
  const rows = await trx.updateTable('loadReports').set({ status, reviewedBy: adminId, reviewedAt: new Date() }).where('ownerId', '=', ownerId).where('status', '=', 'open').returning('id').execute();
  return rows.length;
}

/** The owner, locked (the hold and the reports change under this lock). */
export async function lockOwner(trx: Tx, ownerId: string) {
  return trx.selectFrom('users').select(['id', 'name', 'reportsHoldAt', 'status']).where('id', '=', ownerId).forUpdate().executeTakeFirst();
}

/** Ends the owner's hold (the database lists the loads it hid again: migration 054). */
export async function endHold(trx: Tx, ownerId: string): Promise<void> {
  await trx.updateTable('users').set({ reportsHoldAt: null }).where('id', '=', ownerId).where('reportsHoldAt', 'is not', null).execute();
}
