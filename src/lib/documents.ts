/**
 * A user's KYC documents (issue 17, items 2 and 3; migration 050): the kinds of each
 * role, and the verified badges they earn. A badge is an approved document of its
 * kind that has not expired on today's date in India, read by the database function
 * `document_badges(user)`, so an expired licence or insurance loses its badge with no
 * job to run. Pages show badges through views/document-badges.tsx.
 */
import { type RawBuilder, sql } from 'kysely';
import { t } from './i18n/index.js';

/** Every kind of KYC document, in the order badges are shown. */
export const USER_DOCUMENT_KINDS = ['gstin', 'pan', 'driving_licence', 'vehicle_rc', 'insurance'] as const;
export type UserDocumentKind = (typeof USER_DOCUMENT_KINDS)[number];

/** The kinds a role submits (an admin submits none). */
export function documentKindsOf(role: string): readonly UserDocumentKind[] {
  if (role === 'driver') return ['driving_licence', 'vehicle_rc', 'insurance'];
  if (role === 'shipper' || role === 'broker') return ['gstin', 'pan'];
  return [];
}

/** Kinds whose document must carry an expiry date (and lose their badge after it). */
export const EXPIRING_KINDS: readonly UserDocumentKind[] = ['driving_licence', 'insurance'];

export function isUserDocumentKind(s: string): s is UserDocumentKind {
  return (USER_DOCUMENT_KINDS as readonly string[]).includes(s);
}

/** The kind's name in the reader's language ("Vehicle RC"). */
export function documentKindName(kind: UserDocumentKind): string {
  return t(`documents.kind.${kind}`);
}

/** The kind's badge in the reader's language ("RC verified"). */
export function documentBadgeLabel(kind: UserDocumentKind): string {
  return t(`documents.badge.${kind}`);
}

/** SQL: the badges of the user whose id is `userId` (a column reference or a value), as a text[] in display order. */
export function documentBadgesSql(userId: RawBuilder<unknown> | string): RawBuilder<UserDocumentKind[]> {
  return typeof userId === 'string' ? sql<UserDocumentKind[]>`document_badges(${userId}::uuid)` : sql<UserDocumentKind[]>`document_badges(${userId})`;
}

/** The badges among a list read from the database (drops anything unknown, keeps the order). */
export function badgesFrom(raw: readonly string[] | null | undefined): UserDocumentKind[] {
  return (raw ?? []).filter(isUserDocumentKind);
}
