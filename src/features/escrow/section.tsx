/**
 * What the escrow feature contributes to other pages: the payment state and
 * actions of a load, shown on the load's page (and a trip's page) to the load's
 * owner, its driver and admins. Every action is a plain POST form.
 */
import type { Child } from 'hono/jsx';
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { formatDateTime } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { ActionButton } from '../../views/form.js';
import { platformFeePaise } from './fee.js';
import { canSeeLoadPayment } from './policy.js';
import { findAgreement, findLoadForPayment, findOpenDispute, findPlatformConfig, findTransactionsOfLoad, findUserAccount } from './queries.js';
import { StatusBadge } from '../../views/badge.js';
import { loadPath } from '../../views/paths.js';

export interface LoadForPayment {
  id: string;
  ownerId: string;
  status: string;
  paymentStatus: string;
  assignedDriverId: string | null;
}

const DAY_MS = 86_400_000;

/** The payment section of a load page for this viewer (owner, assigned driver or admin); nothing for anyone else. */
export async function renderPaymentSection(db: Database, viewer: SessionUser, loadRef: LoadForPayment): Promise<Child> {
  const load = await findLoadForPayment(db, loadRef.id);
  if (!load) return null;
  const agreement = load.acceptedBidId ? await findAgreement(db, load.acceptedBidId) : undefined;
  const driverId = agreement?.driverId ?? load.assignedDriverId;
  if (!canSeeLoadPayment(viewer, { ownerId: load.ownerId, driverId })) return null;

  const cfg = await findPlatformConfig(db);
  const isOwner = viewer.id === load.ownerId && viewer.role === 'shipper';
  const isDriver = driverId !== null && viewer.id === driverId;
  const here = loadPath(load.id);
  const status = load.paymentStatus;
  const inEscrow = load.escrowAmountPaise + load.platformFeePaise;
  const txs = status === 'unpaid' ? [] : await findTransactionsOfLoad(db, load.id);
  const heldAt = txs.find((t) => t.kind === 'hold')?.createdAt ?? null;
  const dispute = status === 'disputed' ? await findOpenDispute(db, load.id) : undefined;
  const delivered = agreement?.tripStatus === 'delivered';
  const autoReleaseAt = delivered && agreement?.deliveredAt ? new Date(new Date(agreement.deliveredAt).getTime() + cfg.holdPeriodDays * DAY_MS) : null;

  let body: Child = null;
  if (status === 'unpaid') {
    if (!agreement) {
      body = isOwner ? <p class="muted">Once you accept a bid you can hold the freight in escrow: the driver sees it is secured, and it is paid after delivery.</p> : null;
    } else if (load.status === 'cancelled') {
      body = <p class="muted">This load is cancelled; nothing was held in escrow.</p>;
    } else {
      const amount = agreement.agreedAmountPaise ?? agreement.bidAmountPaise;
      const fee = platformFeePaise(amount, cfg.commissionBps);
      const total = amount + fee;
      if (isOwner) {
        const available = (await findUserAccount(db, viewer.id))?.availablePaise ?? 0;
        const shortfall = total - available;
        body = (
          <>
            <p>
              Hold <b>{formatRupees(total)}</b> in escrow: freight {formatRupees(amount)} + platform fee {formatRupees(fee)} ({cfg.commissionBps / 100}%). Your available balance is{' '}
              {formatRupees(available)}.
            </p>
            {shortfall > 0 ? (
              <p>
                You need {formatRupees(shortfall)} more.{' '}
                <a class="button" href={`/escrow/deposit?amount=${Math.max(Math.ceil(shortfall / 100), Math.ceil(cfg.minDepositPaise / 100))}`}>
                  Add money
                </a>
              </p>
            ) : (
              <ActionButton action="/escrow/hold" label={`Hold ${formatRupees(total)} in escrow`} kind="primary" fields={{ load_id: load.id, next: here }} />
            )}
          </>
        );
      } else {
        body = <p>The shipper has not put the freight ({formatRupees(amount)}) in escrow yet.</p>;
      }
    }
  } else if (status === 'held') {
    body = (
      <>
        <p>
          <b>{formatRupees(load.escrowAmountPaise)}</b> freight + {formatRupees(load.platformFeePaise)} platform fee held in escrow{heldAt ? ` since ${formatDateTime(heldAt)}` : ''}.
        </p>
        {delivered ? (
          <p>Delivered. {autoReleaseAt ? `Released to the driver automatically on ${formatDateTime(autoReleaseAt)} unless a dispute is raised.` : ''}</p>
        ) : (
          <p class="muted">Paid to the driver after delivery{cfg.holdPeriodDays ? ` (automatically ${cfg.holdPeriodDays} days after delivery unless disputed)` : ''}.</p>
        )}
        <p class="actions">
          {isOwner && delivered && (
            <ActionButton
              action="/escrow/release"
              label={`Release ${formatRupees(load.escrowAmountPaise)} to the driver`}
              kind="primary"
              confirm={`Release ${formatRupees(load.escrowAmountPaise)} to the driver now?`}
              fields={{ load_id: load.id, next: here }}
            />
          )}{' '}
          {(isOwner || isDriver) && (
            <a class="button secondary" href={`/escrow/dispute?load_id=${load.id}`}>
              Raise a dispute
            </a>
          )}
        </p>
      </>
    );
  } else if (status === 'disputed') {
    body = (
      <>
        <p>
          {formatRupees(inEscrow)} stays in escrow while a dispute is open{dispute ? ` (raised ${formatDateTime(dispute.createdAt)}${dispute.raisedBy === viewer.id ? ' by you' : ''})` : ''}. An admin
          will either pay the driver or refund the shipper.
        </p>
        {dispute && <blockquote class="dispute-reason">{dispute.reason}</blockquote>}
        {viewer.role === 'admin' && (
          <a class="button" href="/escrow/admin/disputes?status=open">
            Resolve in the dispute queue
          </a>
        )}
      </>
    );
  } else if (status === 'released') {
    body = (
      <p>
        {formatRupees(load.escrowAmountPaise)} paid to the driver{load.settledAt ? ` on ${formatDateTime(load.settledAt)}` : ''}; platform fee {formatRupees(load.platformFeePaise)}.
      </p>
    );
  } else if (status === 'refunded') {
    body = (
      <p>
        {formatRupees(inEscrow)} refunded to the shipper{load.settledAt ? ` on ${formatDateTime(load.settledAt)}` : ''}.
      </p>
    );
  }

  return (
    <section class="card payment-section" id="payment" aria-labelledby="payment-title" data-payment-status={status}>
      <h2 id="payment-title">
        Payment <StatusBadge family="payment" status={status} />
      </h2>
      {body}
    </section>
  );
}
