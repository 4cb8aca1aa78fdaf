/**
 * Background job of the documents, run by every app instance (src/jobs.ts): a user's
 * current approved driving licence or insurance is announced 30 days before it expires,
 * 7 days before, and on the day. Each warning is claimed by inserting its row of
 * user_document_expiry_notices (ON CONFLICT DO NOTHING RETURNING) in the same
 * transaction as the notification, so two instances never send it twice; a run that
 * finds a document already past a threshold sends only the nearest one (a licence
 * approved 5 days before expiry gets the 7-day warning, not the 30-day one too).
 * An expired document loses its badge by itself (document_badges).
 */
import { withActor, type Database } from '../../db/database.js';
import type { Job } from '../../lib/job.js';
import { notify } from '../notifications/service.js';
import { claimExpiryNotice, kolkataToday, listExpiring } from './queries.js';
import { DOCUMENTS_PATH } from './service.js';

/** Days before the expiry a warning is given, widest first. */
const EXPIRY_WARNINGS = [30, 7, 0] as const;

/** The warning due for a document with `daysLeft` days to go: the nearest threshold reached, or null. */
function warningDue(daysLeft: number): number | null {
  let due: number | null = null;
  for (const d of EXPIRY_WARNINGS) if (daysLeft <= d) due = d;
  return due;
}

/** Sends the warnings due on `today` (India's today unless given); returns how many were sent by this call. */
export async function sendExpiryWarnings(db: Database, today?: string): Promise<number> {
  const day = today ?? (await kolkataToday(db));
  const rows = await listExpiring(db, day, EXPIRY_WARNINGS[0]);
  let sent = 0;
  for (const row of rows) {
    const due = warningDue(row.daysLeft);
    if (due === null) continue;
    const claimed = await withActor(db, null, async (trx) => {
      if (!(await claimExpiryNotice(trx, row.id, due))) return false;
      await notify(trx, {
        userId: row.userId,
        kind: 'document',
        key: due === 0 ? 'documents.notify.expiresToday' : 'documents.notify.expiresSoon',
        bodyKey: 'documents.notify.expiry.body',
        params: { document: { key: `documents.kind.${row.kind === 'insurance' ? 'insurance' : 'driving_licence'}` }, days: row.daysLeft, expiryDate: row.expiresOn },
        link: DOCUMENTS_PATH,
      });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}

export const documentExpiryJob: Job = {
  name: 'documents-expiry-warnings',
  everyMs: 60 * 60_000,
  async run(db) {
    await sendExpiryWarnings(db);
  },
};
