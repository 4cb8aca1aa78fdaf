/** Page links that keep the current filters. */
import { t } from '../lib/i18n/index.js';
import { formatCount } from '../lib/words.js';
export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** page/limit/total -> the pagination object of SPEC's list response. */
export function pageInfo(page: number, limit: number, total: number): PageInfo {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

export function Pagination({ info, baseUrl, query }: { info: PageInfo; baseUrl: string; query: Record<string, string | number | undefined | null> }) {
  if (info.pages <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '' && k !== 'page') params.set(k, String(v));
    params.set('page', String(page));
    return `${baseUrl}?${params.toString()}`;
  };
  return (
    <nav class="pagination" aria-label={t('pagination.label')}>
      {info.page > 1 ? (
        <a href={href(info.page - 1)} rel="prev">
          {t('pagination.previous')}
        </a>
      ) : (
        <span />
      )}
      <span>{t('pagination.position', { page: formatCount(info.page), pages: formatCount(info.pages), total: formatCount(info.total) })}</span>
      {info.page < info.pages ? (
        <a href={href(info.page + 1)} rel="next">
          {t('pagination.next')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
