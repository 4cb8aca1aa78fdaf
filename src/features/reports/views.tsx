/** The admin's queue of reported owners (GET /admin/reports). */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDateTime } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { cityName, roleName } from '../../lib/words.js';
import { ActionButton } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { loadPath } from '../../views/paths.js';
import type { REPORT_REASONS } from './schema.js';
import type { QueueEntry } from './service.js';

const reasonText = (r: string) => t(`reports.reason.${r as (typeof REPORT_REASONS)[number]}`);

export function AdminReportsPage({ user, flash, owners }: { user: SessionUser; flash?: Flash | null; owners: QueueEntry[] }) {
  return (
    <Layout title={t('reports.admin.title')} user={user} flash={flash} meta={{ styles: ['/assets/admin.css'] }} active="/admin/reports">
      <h1>{t('reports.admin.title')}</h1>
      <p class="muted">{t('reports.admin.intro')}</p>
      {owners.length === 0 && <p class="empty">{t('reports.admin.empty')}</p>}
      {owners.map((o) => (
        <section class="card reported-owner" id={`owner-${o.ownerId}`}>
          <h2>
            {o.name}
            {o.companyName && <span class="muted"> · {o.companyName}</span>}
          </h2>
          <p>
            {roleName(o.role)}
            {o.phone && <> · {o.phone}</>} · {o.verifiedAt ? t('reports.admin.verified') : t('reports.admin.unverified')}
            {o.status === 'suspended' && <> · {t('reports.admin.suspended')}</>}
          </p>
          <p class={o.reportsHoldAt ? 'notice' : 'muted'}>
            {o.reportsHoldAt ? t('reports.admin.onHold', { date: formatDateTime(o.reportsHoldAt) }) : t('reports.admin.notOnHold')} · {t('reports.admin.reporters', { n: o.reporters })}
          </p>
          <ul class="report-list">
            {o.reports.map((r) => (
              <li>
                <b>{reasonText(r.reason)}</b> · <a href={loadPath(r.loadId)}>{`${cityName(r.origin)} → ${cityName(r.destination)}`}</a>
                <br />
                <span class="muted">{t('reports.admin.by', { name: r.reporterName, role: roleName(r.reporterRole), date: formatDateTime(r.createdAt) })}</span>
                {r.details && <p class="report-details">{r.details}</p>}
              </li>
            ))}
          </ul>
          <div class="actions">
            <ActionButton action={`/admin/reports/${o.ownerId}/dismiss`} label={t('reports.admin.dismiss')} kind="secondary" />
            <ActionButton action={`/admin/reports/${o.ownerId}/uphold`} label={t('reports.admin.uphold')} kind="danger" confirm={t('reports.admin.upholdConfirm')} />
            <a href={`/admin/users?q=${encodeURIComponent(o.phone ?? o.name)}`}>{t('reports.admin.userPage')}</a>
          </div>
        </section>
      ))}
    </Layout>
  );
}
