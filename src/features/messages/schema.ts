/**
 * Inputs of messaging, shared by the HTML form and the JSON API: sending a
 * message and reading a page of a conversation.
 */
import { z } from 'zod';
import { optionalRecordId, pageNumber, pageSize, recordId, requiredFreeText } from '../../lib/fields.js';

export const MAX_MESSAGE_CHARS = 2000;
export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;

export const sendMessageSchema = z.object({
  receiver_id: recordId('messages.rule.receiver'),
  /** The load the message is about (optional; it must exist). */
  load_id: optionalRecordId('messages.rule.load'),
  /** Trimmed; line breaks are kept (as \n). */
  content: requiredFreeText('messages.field.message', MAX_MESSAGE_CHARS),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const conversationQuerySchema = z.object({
  /** Id of the oldest message already shown: the page ends just before it. */
  before: optionalRecordId('before must be a message id').transform((v) => v ?? undefined),
  limit: pageSize('limit', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});

export const inboxQuerySchema = z.object({
  page: pageNumber(),
});
