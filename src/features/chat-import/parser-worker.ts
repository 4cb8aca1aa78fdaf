/**
 * The chat parser's task, run in a worker thread of the parser pool
 * (parser-pool.ts; loaded through parser-worker.mjs under tsx, directly in
 * dist/): reads one paste into candidates with their form values and load-rule
 * messages, so the event loop only looks up duplicates and answers.
 */
import type { MessagePort } from 'node:worker_threads';
import { parseChatPosts, splitMessages, type ParsedCandidate } from './parser.js';
import { isLocale, type Locale, runInLocale } from '../../lib/i18n/index.js';
import { candidateRowValues, rowErrors, type RowValues } from './schema.js';

export interface ParseTask {
  text: string;
  referenceDate: string;
  /** More messages than this are not read (the answer says how many there were). */
  maxMessages: number;
  /** The request's language: the parser's notes and the load rules' messages are worded in it. */
  locale?: Locale;
  /** Told once the worker starts on the task: the time limit runs from then. */
  started?: MessagePort;
}

export interface ParsedPaste {
  messages: number;
  /** The posts read: the messages with each plain paragraph cut into its posts, WhatsApp's notices left out (0 when not read). */
  posts: number;
  /** Null when the paste has more than maxMessages messages. */
  candidates: Array<{ candidate: ParsedCandidate; values: RowValues; saveErrors: Record<string, string> }> | null;
}

/** Reads a paste: what readChat needs from the parser, computed away from the event loop, in the request's language. */
function readPaste(task: ParseTask): ParsedPaste {
  task.started?.postMessage('started');
  task.started?.close();
  const messages = splitMessages(task.text).length;
  if (messages > task.maxMessages) return { messages, posts: 0, candidates: null };
  const locale = isLocale(task.locale) ? task.locale : 'en';
  // The parser's notes are worded in the request's language too, so it reads inside it.
  const { posts, candidates } = runInLocale(locale, () => {
    const read = parseChatPosts(task.text, { referenceDate: task.referenceDate });
    return {
      posts: read.posts,
      candidates: read.candidates.map((candidate) => {
        const values = candidateRowValues(candidate);
        return { candidate, values, saveErrors: rowErrors(values) };
      }),
    };
  });
  return { messages, posts, candidates };
}

export default readPaste;
