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
import { scoreCorpus } from '../helpers/chat-score.js';
import { CHAT_HELDOUT } from './chat-posts.js';

// Ratchets: the score measured when the corpus was written (README.md), rounded down. Raise them as the parser
// improves; never lower them to let a change through.
/**
 * Percent of the labelled loads found with every field right: 69.6% (247/355) when this corpus was written
 * (2026-11-27, parser at commit 39fc02f; 87.6% of loads found); 78.0% (277/355, 89.0% found) after the parser
 * learnt from the retired corpus the same day, without reading this one; 81.4% (289/355, 89.3% found) after a
 * second round of general rules (169 new training posts written from the kinds, this corpus unread); 83.9%
 * (298/355, 90.4% found) after the parser learnt from a second blind corpus (test/fixtures/chat-corpus-blind2.ts,
 * 231 posts written by someone who had read neither the parser nor this corpus; it scored 88.5% before); 85.4%
 * (303/355, 92.1% found) after it learnt from a third (test/fixtures/chat-corpus-blind3.ts, 263 posts, 76.0% before).
 */
const ALL_RIGHT_FLOOR = 85;
/** Posts that are not loads that gave a candidate: 0 of 68 when this corpus was written. */
const NOISE_TAKEN_CEILING = 0;

/** Places the gazetteer does not know, labelled as a person writes them in English (CHAT-LABELS.md). */
const OUT_OF_GAZETTEER = new Set(['Petrapole', 'Jaisalmer', 'Hapur', 'Balotra', 'Abohar']);

describe('held-out chat corpus', () => {
  test('is big enough and holds enough posts that are not loads', () => {
    assert.ok(CHAT_HELDOUT.length >= 320, `${CHAT_HELDOUT.length} posts`);
    const noise = CHAT_HELDOUT.filter((m) => m.expected.length === 0).length;
    assert.ok(noise >= 60, `${noise} posts that are not loads`);
    assert.ok(new Set(CHAT_HELDOUT.map((m) => m.referenceDate)).size >= 4, 'at least four reference dates');
    assert.equal(new Set(CHAT_HELDOUT.map((m) => m.text)).size, CHAT_HELDOUT.length, 'every post is different');
  });

  test('every label follows CHAT-LABELS.md', () => {
    const iso = /^\d{4}-\d{2}-\d{2}$/;
    const validDate = (d: string) => iso.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
    for (const m of CHAT_HELDOUT) {
      assert.ok(validDate(m.referenceDate), m.referenceDate);
      const digits = m.text.replace(/\D/g, '');
      for (const e of m.expected) {
        const where = `${JSON.stringify(e)} in ${JSON.stringify(m.text.slice(0, 60))}`;
        assert.ok(Object.hasOwn(e, 'material'), `material key: ${where}`);
        // A field the post does not state is left out, not null (material alone is null when the post names no goods).
        for (const [k, v] of Object.entries(e)) if (k !== 'material') assert.notEqual(v, null, `${k} left out rather than null: ${where}`);
        for (const place of [e.origin, e.destination]) {
          if (place == null) continue;
          assert.ok(resolveCity(place)?.name === place || OUT_OF_GAZETTEER.has(place), `canonical place "${place}": ${where}`);
          if (OUT_OF_GAZETTEER.has(place)) assert.equal(resolveCity(place), null, `${place} is in the gazetteer now`);
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
    const score = scoreCorpus(CHAT_HELDOUT, parseChat);
    // Aggregates only: the failing posts are not shown.
    assert.ok(
      score.loadAllRightShare * 100 >= ALL_RIGHT_FLOOR,
      `loads with every field right: ${(score.loadAllRightShare * 100).toFixed(1)}% (${score.loadsAllRight}/${score.expectedLoads}), floor ${ALL_RIGHT_FLOOR}%`,
    );
    assert.ok(score.noiseTaken <= NOISE_TAKEN_CEILING, `posts that are not loads taken as loads: ${score.noiseTaken}/${score.noiseMessages}, ceiling ${NOISE_TAKEN_CEILING}`);
  });
});
