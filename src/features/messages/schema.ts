/**
 * Inputs of messaging, shared by the HTML form and the JSON API: sending a
 * message and reading a page of a conversation.
 */
import { z } from 'zod';
import { UUID_PATTERN } from '../../lib/ids.js';

export const MAX_MESSAGE_CHARS = 2000;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

const text = z.preprocess((v) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v)), z.string());
const blankToUndefined = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : v);
const optionalText = z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? v : String(v)), z.string().optional());

/** Counts characters the way PostgreSQL's length() does (code points, so an emoji is one). */
function charCount(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

export const sendMessageSchema = z.object({
  receiver_id: text.pipe(z.string().regex(UUID_PATTERN, 'Choose who the message is for')),
  /** The load the message is about (optional; it must exist). */
  load_id: optionalText.pipe(z.string().regex(UUID_PATTERN, 'That load does not exist').optional()),
  /** Trimmed; line breaks are kept, NUL characters dropped (PostgreSQL text cannot hold them). */
  content: text
    .transform((s) => s.replace(/\r\n?/g, '\n').replace(/\u0000/g, '').trim())
    .pipe(
      z
        .string()
        .min(1, 'Write a message')
        .refine((s) => charCount(s) <= MAX_MESSAGE_CHARS, `A message can be at most ${MAX_MESSAGE_CHARS} characters`),
    ),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const conversationQuerySchema = z.object({
  /** Id of the oldest message already shown: the page ends just before it. */
  before: optionalText.pipe(z.string().regex(UUID_PATTERN, 'before must be a message id').optional()),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
      .optional(),
  ),
});
export type ConversationQuery = z.infer<typeof conversationQuerySchema>;

export const inboxQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be at least 1').optional()),
});
