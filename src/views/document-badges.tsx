/**
 * Verified badges (issue 17 item 3; lib/documents.ts): what was checked of a person, per document kind ("RC
 * verified", "GST verified"). The compact row sits on a board card, beside a bid and under a poster's name; the
 * list names every kind of a role, the ones not verified muted, on a load page and on profiles. A page that shows
 * either names BADGE_ICONS in its `meta.icons` (views/icons.tsx: the layout's sprite has only the icons a page asks for;
 * the board names them only when a card on it has a badge, so a page draws only the icons it uses).
 */
import { t } from '../lib/i18n/index.js';
import { documentBadgeLabel, documentKindName, documentKindsOf, type UserDocumentKind } from '../lib/documents.js';
import { Icon, type IconName } from './icons.js';

/** The icons the badges draw. */
export const BADGE_ICONS: IconName[] = ['verified', 'unverified'];

/**
 * The verified kinds in a row of small pills that wrap (inside a sentence of a card or a bid, so spans: each
 * pill's words say what it is, "GST verified", and its title what that means); nothing when none is verified.
 */
export function DocumentBadges({ kinds }: { kinds: readonly UserDocumentKind[] }) {
  if (kinds.length === 0) return null;
  return (
    <span class="doc-badges">
      {kinds.map((kind) => (
        <span class="doc-badge" data-badge={kind} title={t('badges.checked', { kind: documentKindName(kind) })}>
          <Icon name="verified" size={14} />
          {documentBadgeLabel(kind)}
        </span>
      ))}
    </span>
  );
}

/** Every kind of the person's role, each verified (with its badge) or "not verified" (muted): load pages and profiles. */
export function DocumentBadgeList({ userRole, kinds }: { userRole: string; kinds: readonly UserDocumentKind[] }) {
  const all = documentKindsOf(userRole);
  if (all.length === 0) return null;
  const verified = new Set(kinds);
  return (
    <section class="card doc-badge-list" data-badges={kinds.join(' ')} aria-labelledby="doc-badges-h">
      <h2 id="doc-badges-h">{t('badges.title')}</h2>
      <ul>
        {all.map((kind) =>
          verified.has(kind) ? (
            <li class="doc-badge-row verified" data-badge={kind}>
              <Icon name="verified" size={18} />
              <span>{documentBadgeLabel(kind)}</span>
            </li>
          ) : (
            <li class="doc-badge-row not-verified" data-badge-missing={kind}>
              <Icon name="unverified" size={18} />
              <span>{t('badges.notVerified', { kind: documentKindName(kind) })}</span>
            </li>
          ),
        )}
      </ul>
      <p class="muted">
        <small>{t('badges.note')}</small>
      </p>
    </section>
  );
}
