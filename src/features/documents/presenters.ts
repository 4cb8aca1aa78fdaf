/** What the documents page shows of each kind, and the JSON of a document. */
import { addDays } from '../../lib/dates.js';
import { documentKindsOf, EXPIRING_KINDS, type UserDocumentKind } from '../../lib/documents.js';
import type { DocumentRow } from './queries.js';

/** Days before the expiry the page warns (the first warning of the expiry job). */
const EXPIRY_SOON_DAYS = 30;

type KindState = 'none' | 'verified' | 'expiring' | 'expired' | 'rejected';

export interface KindCard {
  kind: UserDocumentKind;
  /** What the user has of the kind now (the newest decided document, or nothing). */
  state: KindState;
  /** The approved document the state speaks of (verified, expiring, expired). */
  approved: DocumentRow | null;
  /** The newest rejected one, when it is newer than the approved one. */
  rejected: DocumentRow | null;
  /** The submission waiting for review, if any (the user cannot submit another of the kind meanwhile). */
  pending: DocumentRow | null;
  expiryRequired: boolean;
}

/** The cards of a role's kinds from the user's documents (newest first) and India's today. */
export function kindCards(role: string, documents: readonly DocumentRow[], today: string): KindCard[] {
  return documentKindsOf(role).map((kind) => {
    const mine = documents.filter((d) => d.kind === kind);
    const pending = mine.find((d) => d.status === 'pending') ?? null;
    const approved = mine.find((d) => d.status === 'approved') ?? null;
    const rejectedRow = mine.find((d) => d.status === 'rejected') ?? null;
    const rejected = rejectedRow && (!approved || rejectedRow.createdAt > approved.createdAt) ? rejectedRow : null;
    let state: KindState = 'none';
    if (approved) {
      if (approved.expiresOn && approved.expiresOn < today) state = 'expired';
      else if (approved.expiresOn && approved.expiresOn <= addDays(today, EXPIRY_SOON_DAYS)) state = 'expiring';
      else state = 'verified';
    }
    if (rejected && state !== 'verified' && state !== 'expiring') state = 'rejected';
    return { kind, state, approved, rejected, pending, expiryRequired: EXPIRING_KINDS.includes(kind) };
  });
}

/** A document in JSON (snake_case, dates as YYYY-MM-DD, instants in ISO). */
export function presentDocument(d: DocumentRow) {
  return {
    id: d.id,
    kind: d.kind,
    number: d.number,
    expires_on: d.expiresOn,
    status: d.status,
    review_reason: d.reviewReason,
    reviewed_at: d.reviewedAt ? new Date(d.reviewedAt).toISOString() : null,
    submitted_at: new Date(d.createdAt).toISOString(),
    file_url: documentFilePath(d.id),
  };
}

export const documentFilePath = (id: string): string => `/documents/${id}/file`;
