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
import { findAgreement, findFeeInvoiceOf, findLatestDispute, findLoadForPayment, findPlatformConfig, findTransactionsOfLoad, findUserAccount, listDisputeFiles } from './queries.js';
import { DisputeDetails } from './dispute-views.js';
import { StatusBadge } from '../../views/badge.js';
import { invoicePagePath, loadPath } from '../../views/paths.js';
import { t, tRich } from '../../lib/i18n/index.js';

const bold = (chunks: string[]) => <b>{chunks}</b>;

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
  const latest = ['disputed', 'released', 'refunded'].includes(status) ? await findLatestDispute(db, load.id) : undefined;
  const dispute = status === 'disputed' && latest?.status === 'open' ? latest : undefined;
  const files = latest ? await listDisputeFiles(db, latest.id) : [];
  const details = latest ? (
    <DisputeDetails dispute={latest} files={files} viewer={viewer} canReply={Boolean(dispute) && (isOwner || isDriver) && latest.raisedBy !== viewer.id && latest.reply === null} back={here} />
  ) : null;
  const delivered = agreement?.tripStatus === 'delivered';
  const autoReleaseAt = delivered && agreement?.deliveredAt ? new Date(new Date(agreement.deliveredAt).getTime() + cfg.holdPeriodDays * DAY_MS) : null;

  let body: Child = null;
  if (status === 'unpaid') {
    if (!agreement) {
      body = isOwner ? <p class="muted">{t('escrow.section.beforeBid')}</p> : null;
    } else if (load.status === 'cancelled') {
      body = <p class="muted">{t('escrow.section.cancelled')}</p>;
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
              {tRich(
                'escrow.section.holdExplain',
                { b: bold },
                { total: formatRupees(total), freight: formatRupees(amount), fee: formatRupees(fee), pct: String(cfg.commissionBps / 100), available: formatRupees(available) },
              )}
            </p>
            {shortfall > 0 ? (
              <p>
                {t('escrow.section.needMore', { amount: formatRupees(shortfall) })}{' '}
                <a class="button" href={`/escrow/deposit?amount=${Math.max(Math.ceil(shortfall / 100), Math.ceil(cfg.minDepositPaise / 100))}&for_load=${load.id}`}>
                  {t('wallet.addMoney')}
                </a>
              </p>
            ) : (
              <ActionButton action="/escrow/hold" label={t('escrow.section.holdButton', { amount: formatRupees(total) })} kind="primary" fields={{ load_id: load.id, next: here }} />
            )}
          </>
        );
      } else {
        body = <p>{t('escrow.section.notYetHeld', { amount: formatRupees(amount) })}</p>;
      }
    }
  } else if (status === 'held') {
    body = (
      <>
        <p>
          {heldAt
            ? tRich('escrow.section.heldSince', { b: bold }, { freight: formatRupees(load.escrowAmountPaise), fee: formatRupees(load.platformFeePaise), when: formatDateTime(heldAt) })
            : tRich('escrow.section.held', { b: bold }, { freight: formatRupees(load.escrowAmountPaise), fee: formatRupees(load.platformFeePaise) })}
        </p>
        {delivered ? (
          <p>{autoReleaseAt ? t('escrow.section.deliveredAuto', { when: formatDateTime(autoReleaseAt) }) : t('escrow.section.delivered')}</p>
        ) : (
          <p class="muted">{cfg.holdPeriodDays ? t('escrow.section.paidAfterAuto', { days: cfg.holdPeriodDays }) : t('escrow.section.paidAfter')}</p>
        )}
        <p class="actions">
          {isOwner && delivered && (
            <ActionButton
              action="/escrow/release"
              label={t('escrow.section.releaseButton', { amount: formatRupees(load.escrowAmountPaise) })}
              kind="primary"
              confirm={t('escrow.section.releaseConfirm', { amount: formatRupees(load.escrowAmountPaise) })}
              fields={{ load_id: load.id, next: here }}
            />
          )}{' '}
          {(isOwner || isDriver) && (
            <a class="button secondary" href={`/escrow/dispute?load_id=${load.id}`}>
              {t('escrow.section.raiseDispute')}
            </a>
          )}
        </p>
      </>
    );
  } else if (status === 'disputed') {
    body = (
      <>
        <p>
          {dispute
            ? t(dispute.raisedBy === viewer.id ? 'escrow.section.disputedByYou' : 'escrow.section.disputedAt', { amount: formatRupees(inEscrow), when: formatDateTime(dispute.createdAt) })
            : t('escrow.section.disputed', { amount: formatRupees(inEscrow) })}
        </p>
        {details}
        {viewer.role === 'admin' && (
          <a class="button" href="/escrow/admin/disputes?status=open">
            {t('escrow.section.resolve')}
          </a>
        )}
      </>
    );
  } else if (status === 'released' && latest?.outcome === 'split' && latest.driverPartPaise !== null) {
    body = details;
  } else if (status === 'released') {
    body = (
      <>
        <p>
          {load.settledAt
            ? t('escrow.section.releasedOn', { amount: formatRupees(load.escrowAmountPaise), when: formatDateTime(load.settledAt), fee: formatRupees(load.platformFeePaise) })
            : t('escrow.section.released', { amount: formatRupees(load.escrowAmountPaise), fee: formatRupees(load.platformFeePaise) })}
        </p>
        {latest?.status === 'resolved' && details}
      </>
    );
  } else if (status === 'refunded') {
    body = (
      <>
        <p>
          {load.settledAt ? t('escrow.section.refundedOn', { amount: formatRupees(inEscrow), when: formatDateTime(load.settledAt) }) : t('escrow.section.refunded', { amount: formatRupees(inEscrow) })}
        </p>
        {latest?.status === 'resolved' && details}
      </>
    );
  }

  // The payer of the fee (the load's owner) finds the platform's GST invoice for it here; nobody else is shown it.
  const feeInvoice = status !== 'unpaid' && viewer.id === load.ownerId ? await findFeeInvoiceOf(db, load.id, viewer.id) : undefined;

  return (
    <section class="card payment-section" id="payment" aria-labelledby="payment-title" data-payment-status={status}>
      <h2 id="payment-title">
        {t('escrow.section.title')} <StatusBadge family="payment" status={status} />
      </h2>
      {body}
      {feeInvoice && (
        <p>
          <a class="fee-invoice" href={invoicePagePath(feeInvoice.id)}>
            {t('invoices.feeInvoiceLink', { number: feeInvoice.displayNumber })}
          </a>
        </p>
      )}
    </section>
  );
}
