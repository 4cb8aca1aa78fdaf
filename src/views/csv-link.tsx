/** The "Download CSV" link of a list page: the page's filters carried over, every page exported. */
import { t } from '../lib/i18n/index.js';
import type { FormValues } from './form.js';

/** The CSV download of a list with the page's filters (`fields` of `query`; every page of it, so no page number). */
export function CsvLink({ href, query, fields, keepEmpty = false }: { href: string; query: FormValues; fields: string[]; keepEmpty?: boolean }) {
  const params = new URLSearchParams();
  for (const f of fields) {
    const v = query[f];
    // keepEmpty: a list whose missing filter means a default (the payout queue: requested) says "all" as an empty value.
    if (typeof v === 'string' && (v !== '' || keepEmpty)) params.set(f, v);
  }
  const qs = params.toString();
  return (
    <p class="csv-link">
      <a href={qs ? `${href}?${qs}` : href} download>
        {t('admin.csv.download')}
      </a>
    </p>
  );
}
