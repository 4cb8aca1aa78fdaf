/**
 * A dispute as its two parties and admins see it on the load's (and trip's)
 * page: its reason, description, evidence photos, state, the other side's reply,
 * and the reply form while it is open (issue 17, item 6).
 */
import type { SessionUser } from '../../http/context.js';
import { formatDateTime } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { StatusBadge } from '../../views/badge.js';
import { Field } from '../../views/form.js';
import type { DisputeRow } from './queries.js';
import { DISPUTE_REASONS, type DisputeReason, MAX_EVIDENCE_FILES } from './schema.js';

/** The URL of an evidence photo (served to the load's two parties and admins only). */
function disputeFilePath(disputeId: string, fileId: string): string {
  return `/escrow/disputes/${disputeId}/files/${fileId}`;
}

/** A dispute's reason in the reader's language. */
export function reasonName(code: string): string {
  const known = DISPUTE_REASONS.find((r) => r === code) ?? ('other' as DisputeReason);
  return t(`disputes.reason.${known}`);
}

/** Thumbnails of evidence photos, each a link to the photo. */
export function EvidenceLinks({ disputeId, ids }: { disputeId: string; ids: string[] }) {
  if (!ids.length) return null;
  return (
    <p class="pod-photos dispute-evidence">
      {ids.map((id, i) => (
        <a href={disputeFilePath(disputeId, id)}>
          <img src={disputeFilePath(disputeId, id)} alt={t('disputes.section.photo', { n: i + 1 })} width={120} loading="lazy" />
        </a>
      ))}
    </p>
  );
}

/** The evidence field of a dispute form (raise or reply): up to three photos, taken or chosen on the phone. */
export function EvidenceField({ error }: { error?: string }) {
  return <Field name="evidence" type="file" accept="image/*" multiple label={t('disputes.field.evidence', { n: MAX_EVIDENCE_FILES })} errors={error ? { evidence: error } : undefined} />;
}

type ShownDispute = DisputeRow & { raisedByName: string; repliedByName: string | null };

export function DisputeDetails({ dispute, files, canReply, back }: { dispute: ShownDispute; files: Array<{ fileId: string; side: string }>; viewer: SessionUser; canReply: boolean; back: string }) {
  const raised = files.filter((f) => f.side === 'raised').map((f) => f.fileId);
  const replied = files.filter((f) => f.side === 'reply').map((f) => f.fileId);
  return (
    <div class="dispute" id="dispute" data-dispute-status={dispute.status} data-dispute-reason={dispute.reasonCode}>
      <p>
        <StatusBadge family="dispute" status={dispute.status} /> <b>{t('disputes.section.reason', { reason: reasonName(dispute.reasonCode) })}</b>
      </p>
      <p class="muted">
        {dispute.raisedByName} · {formatDateTime(dispute.createdAt)}
      </p>
      <blockquote class="dispute-reason">{dispute.reason}</blockquote>
      {raised.length > 0 && <h3>{t('disputes.section.evidence')}</h3>}
      <EvidenceLinks disputeId={dispute.id} ids={raised} />
      {dispute.reply !== null && (
        <>
          <h3>{t('disputes.section.reply', { name: dispute.repliedByName ?? '' })}</h3>
          {dispute.repliedAt && <p class="muted">{formatDateTime(dispute.repliedAt)}</p>}
          <blockquote class="dispute-reason dispute-reply">{dispute.reply}</blockquote>
          <EvidenceLinks disputeId={dispute.id} ids={replied} />
        </>
      )}
      {dispute.status === 'resolved' && (
        <p>
          {dispute.outcome === 'split' && dispute.driverPartPaise !== null
            ? t('disputes.section.resolvedSplit', { driver: formatRupees(dispute.driverPartPaise) })
            : t(dispute.outcome === 'release' ? 'disputes.section.resolvedRelease' : 'disputes.section.resolvedRefund')}
        </p>
      )}
      {canReply && (
        <form method="post" action={`/escrow/disputes/${dispute.id}/reply`} enctype="multipart/form-data" class="dispute-reply-form">
          <h3>{t('disputes.section.replyTitle')}</h3>
          <div class="field">
            <label for="f-reply">
              {t('disputes.field.reply')}
              <span class="req" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <textarea id="f-reply" name="reply" required maxlength={2000} rows={4} />
          </div>
          <EvidenceField />
          <input type="hidden" name="next" value={back} />
          <p>
            <button type="submit" class="primary">
              {t('disputes.section.replySubmit')}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
