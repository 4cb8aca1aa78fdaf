/**
 * Input of a load document: POST /loads/<id>/documents, a multipart form (kind, number,
 * for an invoice its amount and date, for an e-way bill its valid-until date, the file).
 */
import { z } from 'zod';
import { UploadedFile } from '../../http/multipart.js';
import { kolkataDate } from '../../lib/dates.js';
import { choice, fieldLabel, optionalDate, optionalRupees, requiredText } from '../../lib/fields.js';
import { t } from '../../lib/i18n/index.js';
import { asciiDigits } from '../../lib/indic-numbers.js';

/** The documents of a load, in the order pages show them. */
export const LOAD_DOCUMENT_KINDS = ['lr', 'invoice', 'eway_bill'] as const;
export type LoadDocumentKind = (typeof LOAD_DOCUMENT_KINDS)[number];

/** An LR or invoice number as printed: letters, digits, '/' and '-' (spaces dropped, letters in capitals). */
const NUMBER_RE = /^[0-9A-Z/-]{1,30}$/;

export const loadDocumentSchema = z
  .object({
    kind: choice('loaddocs.field.kind', LOAD_DOCUMENT_KINDS),
    number: requiredText('loaddocs.field.number', 40).transform((v) => asciiDigits(v).replace(/\s+/g, '').toUpperCase()),
    amount: optionalRupees('loaddocs.field.amount'),
    document_date: optionalDate('loaddocs.field.date'),
    valid_until: optionalDate('loaddocs.field.validUntil'),
    file: z
      .unknown()
      .optional()
      .transform((v): UploadedFile | null => (Array.isArray(v) ? v : [v]).find((f): f is UploadedFile => f instanceof UploadedFile) ?? null),
    idempotency_key: z.unknown().optional(),
  })
  .transform((v, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const today = kolkataDate();
    if (v.kind === 'eway_bill') {
      if (!/^[0-9]{12}$/.test(v.number)) issue('number', t('loaddocs.rule.ewayNumber'));
      if (!v.valid_until) issue('valid_until', t('form.required', { field: fieldLabel('loaddocs.field.validUntil') }));
      else if (v.valid_until < today) issue('valid_until', t('loaddocs.rule.validPast'));
    } else {
      if (!NUMBER_RE.test(v.number)) issue('number', t('loaddocs.rule.number'));
      if (!v.file) issue('file', t('loaddocs.rule.file'));
    }
    if (v.kind === 'invoice' && v.document_date && v.document_date > today) issue('document_date', t('loaddocs.rule.dateFuture'));
    return {
      kind: v.kind,
      number: v.number,
      amountPaise: v.kind === 'invoice' ? v.amount : null,
      documentDate: v.kind === 'invoice' ? v.document_date : null,
      validUntil: v.kind === 'eway_bill' ? v.valid_until : null,
      file: v.file,
    };
  });

export type LoadDocumentInput = z.infer<typeof loadDocumentSchema>;
