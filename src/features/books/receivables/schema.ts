/** Inputs of what clients owe: a statement's period and a reminder's channel and language. */
import { z } from 'zod';
import { choice, optionalDate } from '../../../lib/fields.js';
import { LOCALES } from '../../../lib/i18n/index.js';
import { datesInOrder } from '../schema.js';

/** GET /ledger/shippers/<id>/statement(.pdf|.csv): from and to (India days); empty: this financial year to today. */
export const periodSchema = z
  .object({
    from: optionalDate('books.field.fromDate'),
    to: optionalDate('books.field.toDate'),
  })
  .refine(...datesInOrder);

/** POST /ledger/shippers/<id>/reminders. */
export const reminderSchema = z.object({
  channel: choice('receivables.reminder.channel', ['sms', 'whatsapp'] as const),
  language: choice('receivables.reminder.language', LOCALES),
});
