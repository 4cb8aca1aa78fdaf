/**
 * Issue 19's held-out corpus since 29 Nov 2026 (README.md, "The third corpus"): three parts written blind the same
 * morning by three helpers who had read neither the parser nor any corpus, each from a description of real load groups
 * of its own part of India or of post shapes, labelled by test/fixtures/CHAT-LABELS.md and checked by a fourth.
 */
import type { LabelledMessage } from '../fixtures/chat-corpus.js';
import { CHAT_HELDOUT_3A } from './chat-posts-3a.js';
import { CHAT_HELDOUT_3B } from './chat-posts-3b.js';
import { CHAT_HELDOUT_3C } from './chat-posts-3c.js';

export const CHAT_HELDOUT_3: LabelledMessage[] = [...CHAT_HELDOUT_3A, ...CHAT_HELDOUT_3B, ...CHAT_HELDOUT_3C];
