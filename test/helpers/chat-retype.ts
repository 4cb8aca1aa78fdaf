/**
 * Metamorphic checks of the chat parser: every load post of the training corpus (exports aside, whose header lines a
 * rewrite would break) rewritten in a way that keeps its labels (a greeting around it, capitals, one line...) must keep
 * its loads, within a bound, and add no spurious candidate. Used by the parser's wrapping and retyping tests.
 */
import assert from 'node:assert/strict';
import { CORPUS } from '../fixtures/chat-corpus.js';
import { parseChat } from '../../src/features/chat-import/parser.js';
import { scoreCorpus } from './chat-score.js';

/**
 * A rewrite of a post, named, with the most loads of the corpus it may cost and, where a rewrite takes away what a few
 * posts need (each such allowance says which where it stands), the spurious candidates it may add (none unless said).
 */
export type Rewrite = readonly [what: string, rewrite: (text: string) => string, bound: number, spuriousAdded?: number];

const EXPORT_LINE_RE = /^\[?\d{1,2}\/\d{1,2}\/\d{2,4}/;

/** Asserts that each rewrite of every training load post costs at most its bound of loads and adds no spurious one (or its allowance). */
export function assertRewritesKeepLoads(rewrites: readonly Rewrite[]): void {
  const posts = CORPUS.filter((m) => m.expected.length > 0 && !EXPORT_LINE_RE.test(m.text));
  for (const [what, rewrite, bound, spuriousAdded = 0] of rewrites) {
    // (only the posts the rewrite changes are read again: the others parse as they did)
    const changed = posts.filter((m) => rewrite(m.text) !== m.text);
    const before = scoreCorpus(changed, parseChat);
    const rewritten = scoreCorpus(
      changed.map((m) => ({ ...m, text: rewrite(m.text) })),
      parseChat,
    );
    assert.ok(changed.length > 0, `${what}: no post of the corpus is rewritten`);
    assert.ok(before.loadsAllRight - rewritten.loadsAllRight <= bound, `${what}: ${before.loadsAllRight} -> ${rewritten.loadsAllRight} loads all right of ${changed.length} posts`);
    assert.ok(rewritten.spuriousLoads <= before.spuriousLoads + spuriousAdded, `${what}: ${rewritten.spuriousLoads} spurious candidates (${before.spuriousLoads} as typed)`);
  }
}
