/**
 * Input of the documents: a submission (POST /documents, a multipart form: kind, number,
 * expiry date, file), an admin's rejection reason, and the queue's status filter.
 */
import { z } from 'zod';
import { UploadedFile } from '../../http/multipart.js';
import { EXPIRING_KINDS, USER_DOCUMENT_KINDS, type UserDocumentKind } from '../../lib/documents.js';
import { isIsoDate, kolkataDate } from '../../lib/dates.js';
import { choice, optionalChoice, requiredFreeText, text } from '../../lib/fields.js';
import { t } from '../../lib/i18n/index.js';
import { isMistypedGstin, normaliseDrivingLicence, normaliseGstin, normalisePan, normalisePolicyNumber, normaliseVehicleNumber } from '../../lib/india-ids.js';

/** The number of a kind, normalised, or null when its format is wrong. */
function normaliseNumber(kind: UserDocumentKind, raw: string): string | null {
  switch (kind) {
    case 'gstin':
      return normaliseGstin(raw);
    case 'pan':
      return normalisePan(raw);
    case 'driving_licence':
      return normaliseDrivingLicence(raw);
    case 'vehicle_rc':
      return normaliseVehicleNumber(raw);
    case 'insurance':
      return normalisePolicyNumber(raw);
  }
}

/** Why a number of this kind is refused, naming the field and showing an example. */
function numberMessage(kind: UserDocumentKind, raw: string): string {
  if (kind === 'gstin' && isMistypedGstin(raw)) return t('documents.rule.gstinTypo');
  return t(`documents.rule.number.${kind}`);
}

export const submissionSchema = z
  .object({
    kind: choice('documents.field.kind', USER_DOCUMENT_KINDS, 'documents.rule.kind'),
    number: text,
    expires_on: text,
    file: z.unknown().optional(),
  })
  .transform((v, ctx) => {
    const kind = v.kind;
    let ok = true;
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      ok = false;
    };
    const number = v.number ? normaliseNumber(kind, v.number) : null;
    if (!v.number) fail('number', t('documents.rule.numberRequired', { field: t(`documents.field.number.${kind}`) }));
    else if (!number) fail('number', numberMessage(kind, v.number));
    let expiresOn: string | null = null;
    if (!v.expires_on) {
      if (EXPIRING_KINDS.includes(kind)) fail('expires_on', t('documents.rule.expiryRequired'));
    } else if (!isIsoDate(v.expires_on)) fail('expires_on', t('documents.rule.expiryDate'));
    else if (v.expires_on < kolkataDate()) fail('expires_on', t('documents.rule.expired'));
    else expiresOn = v.expires_on;
    const file = v.file instanceof UploadedFile ? v.file : null;
    if (!file) fail('file', t('documents.rule.file'));
    if (!ok) return z.NEVER;
    return { kind, number: number as string, expiresOn, file: file as UploadedFile };
  });

export type Submission = z.infer<typeof submissionSchema>;

/** An admin's reason for rejecting a document: 1-500 characters. */
export const rejectionSchema = z.object({ reason: requiredFreeText('documents.field.reason', 500) });

const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The admin queue's filter: pending unless another status is asked for. */
export const queueFilterSchema = z.object({ status: optionalChoice('documents.field.status', DOCUMENT_STATUSES, 'documents.rule.status') }).transform((v) => ({ status: v.status ?? 'pending' }));
