/**
 * The "Documents" part of a load's page and of its trip page: the LR, the invoice and the
 * e-way bill with their numbers, validity and files, and the e-way bill reminder; it links
 * to the documents page, where they are added. Shown to the load's owner and its assigned
 * driver only (src/app.ts hands it to both pages).
 */
import type { Child } from 'hono/jsx';
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { formatDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { documentsPath } from './presenters.js';
import { LOAD_DOCUMENT_KINDS } from './schema.js';
import { documentsForSection } from './service.js';
import { EwayReminder, FileLink, isPast, kindName } from './views.js';

/** The documents part for this viewer; null when the viewer is not the load's owner or its assigned driver. */
export async function renderLoadDocumentsSection(db: Database, viewer: SessionUser, load: { id: string }): Promise<Child> {
  const view = await documentsForSection(db, viewer, load.id);
  if (!view) return null;
  const finished = view.load.status === 'delivered' || view.load.status === 'cancelled';
  const href = documentsPath(view.load.id);
  return (
    <section class="card load-documents" id="documents">
      <h2>{t('loaddocs.title')}</h2>
      <EwayReminder
        reminder={view.reminder}
        action={view.canAdd.includes('eway_bill') ? <a href={`${href}#eway_bill`}>{view.reminder === 'expired' ? t('loaddocs.reminder.extend') : t('loaddocs.reminder.add')}</a> : undefined}
      />
      <dl class="facts">
        {LOAD_DOCUMENT_KINDS.map((kind) => {
          const doc = view.current[kind];
          return (
            <>
              <dt>{kindName(kind)}</dt>
              <dd>
                {doc ? (
                  <>
                    <b>{doc.number}</b>
                    {doc.validUntil && (
                      <>
                        {' · '}
                        {!finished && isPast(doc.validUntil) ? (
                          <b class="pill tone-bad">{t('loaddocs.expiredOn', { date: formatDate(doc.validUntil) })}</b>
                        ) : (
                          t('loaddocs.validTill', { date: formatDate(doc.validUntil) })
                        )}
                      </>
                    )}
                    {doc.fileId && (
                      <>
                        {' · '}
                        <FileLink doc={doc} />
                      </>
                    )}
                  </>
                ) : (
                  <span class="muted">{t('loaddocs.notAdded')}</span>
                )}
              </dd>
            </>
          );
        })}
      </dl>
      <p>
        <a class="button secondary" href={href}>
          {view.canAdd.length > 0 ? t('loaddocs.section.manage') : t('loaddocs.section.open')}
        </a>
      </p>
    </section>
  );
}
