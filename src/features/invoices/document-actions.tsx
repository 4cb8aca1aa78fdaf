import { t } from '../../lib/i18n/index.js';
import { ActionButton } from '../../views/form.js';
/**
 * What a document's own page offers under it (a freight invoice's and an LR's alike): the PDF, the share link to copy,
 * sending it on WhatsApp, and cancelling it when the reader may.
 */
export function DocumentActions(p: { pdfHref: string; fileName: string; shareUrl: string; shareHint: string; whatsapp: string; cancel: { action: string; label: string; confirm: string } | null }) {
  return (
    <section class="card stack">
      <p>
        <a class="button" href={p.pdfHref} download={`${p.fileName.replaceAll('/', '-')}.pdf`}>
          {t('invoices.downloadPdf')}
        </a>
      </p>
      <label for="share-link">{t('invoices.shareLink')}</label>
      <input id="share-link" type="text" readonly value={p.shareUrl} />
      <p class="muted">{p.shareHint}</p>
      <p>
        <a class="button secondary" href={p.whatsapp} rel="noopener noreferrer" target="_blank">
          {t('invoices.shareWhatsApp')}
        </a>
      </p>
      {p.cancel && (
        <p>
          <ActionButton action={p.cancel.action} label={p.cancel.label} kind="danger" confirm={p.cancel.confirm} />
        </p>
      )}
    </section>
  );
}
