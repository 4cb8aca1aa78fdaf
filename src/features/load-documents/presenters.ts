/** The JSON shape of load documents (GET /api/loads/<id>/documents, POST /loads/<id>/documents). */
import type { LoadDocumentRow } from './queries.js';
import type { DocumentsView } from './service.js';

/** The address of a document's file. */
export const documentFilePath = (loadId: string, docId: string): string => `/loads/${loadId}/documents/${docId}/file`;

/** The address of a load's documents page. */
export const documentsPath = (loadId: string): string => `/loads/${loadId}/documents`;

export function presentDocument(d: LoadDocumentRow) {
  return {
    id: d.id,
    kind: d.kind,
    number: d.number,
    amount_paise: d.amountPaise,
    document_date: d.documentDate,
    valid_until: d.validUntil,
    file_url: d.fileId ? documentFilePath(d.loadId, d.id) : null,
    uploaded_by: d.uploadedBy,
    created_at: d.createdAt.toISOString(),
    replaced_at: d.supersededAt ? d.supersededAt.toISOString() : null,
  };
}

/** The current documents (one per kind at most), the replaced ones, the e-way bill reminder and what the caller may add. */
export function presentDocuments(v: DocumentsView) {
  return {
    load_id: v.load.id,
    documents: Object.values(v.current).map(presentDocument),
    replaced: v.replaced.map(presentDocument),
    eway_bill_reminder: v.reminder,
    can_add: v.canAdd,
  };
}
