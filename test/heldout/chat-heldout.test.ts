/**
 * Issue 19's held-out measure of the chat-import parser (README.md): the parser's score on posts it was never tuned
 * on, and the corpus itself kept well formed. The score is asserted as aggregate numbers only; the failing posts are
 * not printed, so nobody tuning the parser sees them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseChat } from '../../src/features/chat-import/parser.js';
import { resolveCity } from '../../src/geo/cities.js';
import { TRUCK_TYPES } from '../../src/lib/trucks.js';
import { asciiDigits } from '../../src/lib/indic-numbers.js';
import { scoreCorpus } from '../helpers/chat-score.js';
import { CHAT_HELDOUT_3 } from './chat-posts-3.js';

// Ratchets: the score measured when the corpus was written (README.md), rounded down. Raise them as the parser
// improves; never lower them to let a change through.
/**
 * The third held-out corpus (chat-posts-3*.ts, README.md "The third corpus"): written blind on 29 Nov 2026 by three
 * helpers who had read neither the parser nor any corpus, its labels checked by a fourth; scored once before any
 * learning (parser at commit 505f8e4a): 89.5 % of loads with every field right (467/522), 94.4 % found, 7 spurious
 * candidates, 2 of 79 posts that are not loads taken; and once, in aggregate, after the parser learnt from the two
 * held-out corpora it replaced (retired into the training corpus as test/fixtures/chat-corpus-retired2.ts and
 * chat-corpus-retired3.ts): 91.4 % (477/522), the same 7 spurious and 2 noise posts taken; 92.1 % (481/522, 94.6 % found)
 * at the session's end, after blind rounds 43 to 46 (South, East, post shapes, North and West) were learnt; 92.3 %
 * (482/522) with 1 noise post taken after rounds 47 to 49 (South, East, noise) were learnt, that afternoon.
 */
const ALL_RIGHT_FLOOR_3 = 92;
/** Posts that are not loads that gave a candidate. */
const NOISE_TAKEN_CEILING_3 = 1;

/** The digits of a text as ASCII, whichever script of India writes them (the product's own reading, lib/indic-numbers.ts). */
const decimalDigits = (text: string) => asciiDigits(text).replace(/\D/g, '');

const CORPORA = [
  {
    name: 'chat-posts-3*.ts',
    posts: CHAT_HELDOUT_3,
    minPosts: 300,
    minNoise: 60,
    minDays: 12,
    outside: new Set<string>(),
    floor: ALL_RIGHT_FLOOR_3,
    noiseCeiling: NOISE_TAKEN_CEILING_3,
    // the reference days run through 2036; the year end's loads into January 2037
    firstDay: '2036-01-01',
    lastDay: '2037-01-31',
  },
];

for (const c of CORPORA)
  describe(`held-out chat corpus ${c.name}`, () => {
    test('is big enough and holds enough posts that are not loads', () => {
      assert.ok(c.posts.length >= c.minPosts, `${c.posts.length} posts`);
      const noise = c.posts.filter((m) => m.expected.length === 0).length;
      assert.ok(noise >= c.minNoise, `${noise} posts that are not loads`);
      assert.ok(new Set(c.posts.map((m) => m.referenceDate)).size >= c.minDays, `at least ${c.minDays} reference dates`);
      assert.equal(new Set(c.posts.map((m) => m.text)).size, c.posts.length, 'every post is different');
    });

    test('every label follows CHAT-LABELS.md', () => {
      const iso = /^\d{4}-\d{2}-\d{2}$/;
      const validDate = (d: string) => iso.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
      for (const m of c.posts) {
        assert.ok(validDate(m.referenceDate), m.referenceDate);
        const digits = decimalDigits(m.text);
        for (const e of m.expected) {
          const where = `${JSON.stringify(e)} in ${JSON.stringify(m.text.slice(0, 60))}`;
          assert.ok(Object.hasOwn(e, 'material'), `material key: ${where}`);
          // A field the post does not state is left out, not null (material alone is null when the post names no goods).
          for (const [k, v] of Object.entries(e)) if (k !== 'material') assert.notEqual(v, null, `${k} left out rather than null: ${where}`);
          for (const place of [e.origin, e.destination]) {
            if (place == null) continue;
            assert.ok(resolveCity(place)?.name === place || c.outside.has(place), `canonical place "${place}": ${where}`);
            if (c.outside.has(place)) assert.equal(resolveCity(place), null, `${place} is in the gazetteer now`);
          }
          if (e.truck_type != null) assert.ok((TRUCK_TYPES as readonly string[]).includes(e.truck_type), where);
          if (e.pickup_date != null) {
            assert.ok(validDate(e.pickup_date), `date: ${where}`);
            assert.ok(e.pickup_date >= c.firstDay && e.pickup_date <= c.lastDay, `date: ${where}`);
          }
          if (e.phone != null) {
            assert.match(e.phone, /^\+91[6-9]\d{9}$/, `phone: ${where}`);
            assert.ok(digits.includes(e.phone.slice(3)), `phone in the post: ${where}`);
          }
          if (e.rate_per_tonne != null && e.weight != null) assert.equal(e.price, Math.round(e.rate_per_tonne * e.weight), `price = rate x weight: ${where}`);
          if (e.rate_per_tonne != null && e.weight == null) assert.equal(e.price, undefined, `no price without weight: ${where}`);
          if (typeof e.material === 'string') assert.equal(e.material, e.material.toLowerCase(), `material in lower case: ${where}`);
          if (Array.isArray(e.material)) for (const r of e.material) assert.equal(r, r.toLowerCase(), `material in lower case: ${where}`);
        }
      }
    });

    test('the parser keeps its held-out score (ratchets)', () => {
      const score = scoreCorpus(c.posts, parseChat);
      // Aggregates only: the failing posts are not shown.
      assert.ok(
        score.loadAllRightShare * 100 >= c.floor,
        `loads with every field right: ${(score.loadAllRightShare * 100).toFixed(1)}% (${score.loadsAllRight}/${score.expectedLoads}), floor ${c.floor}%`,
      );
      assert.ok(score.noiseTaken <= c.noiseCeiling, `posts that are not loads taken as loads: ${score.noiseTaken}/${score.noiseMessages}, ceiling ${c.noiseCeiling}`);
    });
  });
