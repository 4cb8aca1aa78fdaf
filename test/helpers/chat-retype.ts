/**
 * Metamorphic checks of the chat parser: every load post of the training corpus (exports aside, whose header lines a
 * rewrite would break) rewritten in a way that keeps its labels (a greeting around it, capitals, one line...) must keep
 * its loads, within a bound, and add no spurious candidate. Used by the parser's wrapping and retyping tests.
 */
import assert from 'node:assert/strict';
import { CORPUS } from '../fixtures/chat-corpus.js';
import { parseChat } from '../../src/features/chat-import/parser.js';
import { scoreCorpus } from './chat-score.js';

/** A rewrite of a post, named, with the most loads of the corpus it may cost. */
export type Rewrite = readonly [what: string, rewrite: (text: string) => string, bound: number];

const EXPORT_LINE_RE = /^\[?\d{1,2}\/\d{1,2}\/\d{2,4}/;

/** Asserts that each rewrite of every training load post costs at most its bound of loads and adds no spurious one. */
export function assertRewritesKeepLoads(rewrites: readonly Rewrite[]): void {
  const posts = CORPUS.filter((m) => m.expected.length > 0 && !EXPORT_LINE_RE.test(m.text));
  const bare = scoreCorpus(posts, parseChat);
  for (const [what, rewrite, bound] of rewrites) {
    const rewritten = scoreCorpus(
      posts.map((m) => ({ ...m, text: rewrite(m.text) })),
      parseChat,
    );
    assert.ok(bare.loadsAllRight - rewritten.loadsAllRight <= bound, `${what}: ${bare.loadsAllRight} -> ${rewritten.loadsAllRight} loads all right`);
    assert.ok(rewritten.spuriousLoads <= bare.spuriousLoads, `${what}: ${rewritten.spuriousLoads} spurious candidates`);
  }
}
