/**
 * CSV exports of the admin's payout and dispute queues (issue 21): the same status filter as the page,
 * every page, India time, rupees. Registered by hand (a file, neither JSON nor a page) from routes.tsx.
 */
import type { FastifyInstance } from 'fastify';
import { csvIndiaTime, csvRupees, sendCsv } from '../../http/csv-download.js';
import { requireRole } from '../../http/guards.js';
import { toCsv } from '../../lib/csv.js';
import { listDisputeQueue, listPayoutQueue, type QueuedDisputeRow, type QueuedPayoutRow } from './queries.js';
import { parseDisputeQueueQuery, parsePayoutQueueQuery } from './schema.js';

const PAYOUT_HEADER = [
  'id',
  'requested_at_ist',
  'driver_name',
  'driver_username',
  'driver_phone',
  'amount_rupees',
  'method',
  'upi_id',
  'account_number',
  'ifsc',
  'account_holder',
  'status',
  'decided_at_ist',
  'decision_note',
  'failure_reason',
];

function payoutRow(r: QueuedPayoutRow) {
  return [
    r.id,
    csvIndiaTime(r.createdAt),
    r.driverName,
    r.driverUsername,
    r.driverPhone,
    csvRupees(r.amountPaise),
    r.method,
    r.upiId,
    r.accountNumber,
    r.ifsc,
    r.accountHolder,
    r.status,
    csvIndiaTime(r.decidedAt),
    r.decisionNote,
    r.failureReason,
  ];
}

const DISPUTE_HEADER = [
  'id',
  'raised_at_ist',
  'load_id',
  'origin',
  'destination',
  'raised_by',
  'raised_by_role',
  'shipper',
  'driver',
  'trip_status',
  'reason_code',
  'reason',
  'reply',
  'freight_in_escrow_rupees',
  'fee_rupees',
  'status',
  'outcome',
  'driver_part_rupees',
  'resolved_at_ist',
];

function disputeRow(d: QueuedDisputeRow) {
  return [
    d.id,
    csvIndiaTime(d.createdAt),
    d.loadId,
    d.origin,
    d.destination,
    d.raisedByName,
    d.raisedByRole,
    d.ownerName,
    d.driverName,
    d.tripStatus,
    d.reasonCode,
    d.reason,
    d.reply,
    csvRupees(d.escrowAmountPaise),
    csvRupees(d.platformFeePaise),
    d.status,
    d.outcome,
    csvRupees(d.driverPartPaise),
    csvIndiaTime(d.resolvedAt),
  ];
}

export function registerEscrowExportRoutes(app: FastifyInstance): void {
  const adminOnly = { preHandler: [requireRole('admin')] };
  app.get('/escrow/admin/payouts.csv', adminOnly, async (req, reply) => {
    const query = parsePayoutQueueQuery(req.query);
    const { rows } = await listPayoutQueue(app.db, query.status, 1, null);
    return sendCsv(reply, 'payouts', toCsv(PAYOUT_HEADER, rows.map(payoutRow)));
  });
  app.get('/escrow/admin/disputes.csv', adminOnly, async (req, reply) => {
    const query = parseDisputeQueueQuery(req.query);
    const { rows } = await listDisputeQueue(app.db, query.status, 1, null);
    return sendCsv(reply, 'disputes', toCsv(DISPUTE_HEADER, rows.map(disputeRow)));
  });
}
