/**
 * What the reports feature shows on a load's page: to anyone who may report it, a
 * folded "Report this load" form (works without JavaScript: <details> and a POST);
 * to someone who already did, when; to the owner of a load the reports hold took
 * off the board, why and how to get it back; to an admin, the open reports.
 */
import type { Child } from 'hono/jsx';
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { formatDate, kolkataDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { Field } from '../../views/form.js';
import { loadPath } from '../../views/paths.js';
import { DETAILS_MAX, REPORT_REASONS } from './schema.js';
import { reportStateFor } from './service.js';

/** The reason options, in the reader's language. */
const reasonOptions = (): Array<[string, string]> => [['', t('reports.field.choose')], ...REPORT_REASONS.map((r): [string, string] => [r, t(`reports.reason.${r}`)])];

export async function renderReportSection(db: Database, viewer: SessionUser, load: { id: string; ownerId: string; status: string }): Promise<Child> {
  const state = await reportStateFor(db, viewer, load);
  if (state.openReports !== null) {
    if (state.openReports === 0) return null;
    return (
      <p class="notice report-notice" role="note">
        {t('reports.page.adminOpen', { n: state.openReports })} <a href="/admin/reports">{t('reports.page.adminQueue')}</a>
      </p>
    );
  }
  if (state.heldOwnLoad) {
    return (
      <section class="card report-held" aria-labelledby="report-held-title">
        <h2 id="report-held-title">{t('reports.held.title')}</h2>
        <p>{t('reports.held.body')}</p>
        <p>
          <a class="button" href="/documents">
            {t('reports.held.verify')}
          </a>
        </p>
      </section>
    );
  }
  if (viewer.id === load.ownerId) return null;
  if (state.own) {
    return (
      <p class="muted report-done" id="report">
        {t('reports.page.reported', { date: formatDate(kolkataDate(state.own.createdAt)), reason: t(`reports.reason.${state.own.reason as (typeof REPORT_REASONS)[number]}`) })}
      </p>
    );
  }
  return (
    <details class="report-load" id="report">
      <summary>{t('reports.page.summary')}</summary>
      <form method="post" action={loadPath(load.id, 'report')} class="report-form">
        <p class="muted">{t('reports.page.intro')}</p>
        <Field name="reason" label={t('reports.field.reason')} options={reasonOptions()} required />
        <Field name="details" label={t('reports.field.details')} multiline maxlength={DETAILS_MAX} hint={t('reports.field.detailsHint')} />
        <button type="submit" class="danger">
          {t('reports.page.send')}
        </button>
      </form>
    </details>
  );
}
