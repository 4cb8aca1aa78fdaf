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
import { CHAT_HELDOUT } from './chat-posts.js';
import { CHAT_HELDOUT_2 } from './chat-posts-2.js';

// Ratchets: the score measured when the corpus was written (README.md), rounded down. Raise them as the parser
// improves; never lower them to let a change through.
/**
 * Percent of the labelled loads found with every field right: 69.6% (247/355) when this corpus was written
 * (2026-11-27, parser at commit 39fc02f; 87.6% of loads found); 78.0% (277/355, 89.0% found) after the parser
 * learnt from the retired corpus the same day, without reading this one; 81.4% (289/355, 89.3% found) after a
 * second round of general rules (169 new training posts written from the kinds, this corpus unread); 83.9%
 * (298/355, 90.4% found) after the parser learnt from a second blind corpus (test/fixtures/chat-corpus-blind2.ts,
 * 231 posts written by someone who had read neither the parser nor this corpus; it scored 88.5% before); 85.4%
 * (303/355, 92.1% found) after it learnt from a third (test/fixtures/chat-corpus-blind3.ts, 263 posts, 76.0% before);
 * 86.8% (308/355, 92.4% found) after a fourth and a fifth (chat-corpus-blind4.ts, 330 posts, 74.9% before;
 * chat-corpus-blind5.ts, 283 posts, 79.5% before); 88.5% (314/355, 94.1% found) after a sixth
 * (chat-corpus-blind6.ts, 312 posts, 82.7% before); 90.1% (320/355, 96.1% found) once the rest of rounds 4 and 5,
 * lists of routes under one origin and trucks told apart in one post were learnt; 90.4% (321/355, 96.3% found) after a
 * seventh (chat-corpus-blind7.ts, 319 posts, 76.2% before); 90.7% (322/355, 97.2% found) after an eighth and a ninth
 * (chat-corpus-blind8.ts, 333 posts, 89.2% before; chat-corpus-blind9.ts, 252 posts, 90.4% before) and the gazetteer's
 * 167 towns of the same day; 93.5% (332/355, 97.5% found) after a tenth, eleventh and twelfth (chat-corpus-blind10.ts,
 * 224 posts, 87.3% before; chat-corpus-blind11.ts, 220 posts, 86.9% before; chat-corpus-blind12.ts, 251 posts, 95.8%
 * before) and audits of truck, goods, date and price words on invented posts (2026-11-27, late night); 93.8% (333/355,
 * 97.7% found) after rounds 13 to 15 (88.0%, 97.1% and 89.8% before) and audits of places, post shapes, Indic-script
 * posts, exports and truck counts (2026-11-28).
 */
const ALL_RIGHT_FLOOR = 93;
/** Posts that are not loads that gave a candidate: 0 of 68 when this corpus was written. */
const NOISE_TAKEN_CEILING = 0;

/**
 * Places the gazetteer does not know, labelled as a person writes them in English (CHAT-LABELS.md). Hapur, Balotra and
 * Abohar were too when the corpus was written; the gazetteer has them since (their labels were already its names).
 */
const OUT_OF_GAZETTEER = new Set(['Petrapole', 'Jaisalmer']);

/**
 * The second held-out corpus (chat-posts-2.ts, README.md): written blind on 2026-11-27 by a helper who had read
 * neither the parser nor any corpus, after the parser had learnt from three blind rounds; scored once when it was
 * added, in aggregate: 82.1% of loads with every field right (224/273), 94.1% found, 0 spurious, 0 of 40 noise posts
 * taken as a load (parser at commit 23b260c); 84.6% (231/273, 95.6% found) after blind rounds 4 and 5 were learnt;
 * 85.0% (232/273 is 84.98%, so the floor stayed 84; 96.0% found) after blind round 6; 86.1% (235/273, 96.3% found)
 * once the rest of rounds 4 and 5, route lists and trucks told apart were learnt; 87.5% (239/273, 97.4% found) after
 * blind round 7; 87.9% (240/273, 97.4% found) once the gazetteer gained its towns of 2026-11-27 (the first corpus
 * stayed at 321/355); 88.6% (242/273, 97.4% found) after blind rounds 8 and 9; 89.4% (244/273, 97.4% found) after
 * blind rounds 10, 11 and 12 and the word audits; 90.1% (246/273, 97.8% found) after rounds 13 to 15 and the audits of
 * 2026-11-28.
 */
const ALL_RIGHT_FLOOR_2 = 90;
const NOISE_TAKEN_CEILING_2 = 0;
// Sirsa, Unjha, Khanna, Dankuni, Karad, Sinnar and Mandideep were outside the gazetteer too when the corpus was written.
const OUT_OF_GAZETTEER_2 = new Set(['Sikka', 'Kotputli']);

/** The digits of a text as ASCII, whichever script of India writes them (the product's own reading, lib/indic-numbers.ts). */
const decimalDigits = (text: string) => asciiDigits(text).replace(/\D/g, '');

const CORPORA = [
  { name: 'chat-posts.ts', posts: CHAT_HELDOUT, minPosts: 320, minNoise: 60, minDays: 4, outside: OUT_OF_GAZETTEER, floor: ALL_RIGHT_FLOOR, noiseCeiling: NOISE_TAKEN_CEILING },
  { name: 'chat-posts-2.ts', posts: CHAT_HELDOUT_2, minPosts: 220, minNoise: 36, minDays: 4, outside: OUT_OF_GAZETTEER_2, floor: ALL_RIGHT_FLOOR_2, noiseCeiling: NOISE_TAKEN_CEILING_2 },
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
            assert.ok(e.pickup_date >= '2026-11-01' && e.pickup_date <= '2027-01-31', `date: ${where}`);
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
