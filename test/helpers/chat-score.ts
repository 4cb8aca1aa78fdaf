/**
 * Scores a chat parser against a labelled corpus: per-field precision/recall,
 * messages parsed exactly, and loads found with every field right.
 */
import type { LabelledMessage } from '../fixtures/chat-corpus.js';
import type { ParsedCandidate } from '../../src/features/chat-import/parser.js';

export const SCORED_FIELDS = ['origin', 'destination', 'truck_type', 'truck_length_ft', 'weight', 'price', 'rate_per_tonne', 'pickup_date', 'phone', 'material'] as const;
type ScoredField = (typeof SCORED_FIELDS)[number];
/** A candidate as scored: material is read when the parser gives one. */
type Scored = Omit<ParsedCandidate, 'material'> & { material?: string | null };

export type ParseFn = (text: string, opts: { referenceDate: string }) => Scored[];

interface FieldScore {
  /** Predicted non-null values that match the label. */
  correct: number;
  /** Non-null values the parser produced (including on spurious loads). */
  predicted: number;
  /** Non-null values in the labels. */
  expected: number;
  precision: number;
  recall: number;
}

interface Mismatch {
  index: number;
  text: string;
  expected: LabelledMessage['expected'];
  got: Array<Partial<Record<ScoredField, unknown>>>;
}

export interface CorpusScore {
  messages: number;
  messagesExact: number;
  /** Share of messages whose loads all came out exactly (including "no loads"). */
  messageExactShare: number;
  expectedLoads: number;
  /** Expected loads matched to some candidate (same origin or destination). */
  loadsFound: number;
  loadsAllRight: number;
  /** Share of expected loads found with every field right. */
  loadAllRightShare: number;
  predictedLoads: number;
  /** Candidates that match no expected load (including any from availability posts or noise). */
  spuriousLoads: number;
  /** Messages labelled with no load (availability posts, chatter, rate questions) that gave a candidate. */
  noiseTaken: number;
  noiseMessages: number;
  fields: Record<ScoredField, FieldScore>;
  mismatches: Mismatch[];
}

type Expected = LabelledMessage['expected'][number];

/** Whether a label scores this field: every field but material is scored everywhere (missing = not stated). */
function scores(e: Expected, f: ScoredField): boolean {
  return f !== 'material' || Object.hasOwn(e, 'material');
}

// A field missing from a label means the message does not state it.
function expectedValue(e: Expected, f: ScoredField): unknown {
  return e[f] ?? null;
}

function gotValue(p: Scored, f: ScoredField): unknown {
  return p[f] ?? null;
}

/** Materials compare in lower case with spaces and punctuation folded; a label may list several readings. */
function foldMaterial(v: string): string {
  return v
    .toLowerCase()
    .replace(/[\s.,;:!()/*_-]+/gu, ' ')
    .trim();
}

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-6;
  return a === b;
}

function sameField(e: Expected, f: ScoredField, p: Scored): boolean {
  if (!scores(e, f)) return true;
  const want = expectedValue(e, f);
  const got = gotValue(p, f);
  if (f === 'material' && want !== null && typeof got === 'string') {
    const readings = typeof want === 'string' ? [want] : (want as readonly string[]);
    return readings.some((r) => foldMaterial(r) === foldMaterial(got));
  }
  return same(want, got);
}

function agreement(e: Expected, p: Scored): number {
  return SCORED_FIELDS.filter((f) => sameField(e, f, p)).length;
}

/** Greedy one-to-one matching of labels to candidates; a pair must share origin or destination. */
function matchLoads(expected: Expected[], got: Scored[]): Array<[number, number]> {
  const pairs: Array<{ e: number; p: number; score: number }> = [];
  for (const [ei, e] of expected.entries()) {
    for (const [pi, p] of got.entries()) {
      const sameRoute = same(expectedValue(e, 'origin'), p.origin) || same(expectedValue(e, 'destination'), p.destination);
      if (sameRoute) pairs.push({ e: ei, p: pi, score: agreement(e, p) });
    }
  }
  pairs.sort((a, b) => b.score - a.score || a.e - b.e || a.p - b.p);
  const usedE = new Set<number>();
  const usedP = new Set<number>();
  const out: Array<[number, number]> = [];
  for (const { e, p } of pairs) {
    if (usedE.has(e) || usedP.has(p)) continue;
    usedE.add(e);
    usedP.add(p);
    out.push([e, p]);
  }
  return out;
}

function emptyFieldScores(): Record<ScoredField, FieldScore> {
  const out = {} as Record<ScoredField, FieldScore>;
  for (const f of SCORED_FIELDS) out[f] = { correct: 0, predicted: 0, expected: 0, precision: 0, recall: 0 };
  return out;
}

function pickFields(c: Scored): Partial<Record<ScoredField, unknown>> {
  const out: Partial<Record<ScoredField, unknown>> = {};
  for (const f of SCORED_FIELDS) out[f] = gotValue(c, f);
  return out;
}

/** Runs `parse` over the corpus and scores it field by field, load by load and message by message. */
export function scoreCorpus(corpus: readonly LabelledMessage[], parse: ParseFn): CorpusScore {
  const fields = emptyFieldScores();
  const mismatches: Mismatch[] = [];
  let messagesExact = 0;
  let expectedLoads = 0;
  let loadsFound = 0;
  let loadsAllRight = 0;
  let predictedLoads = 0;
  let spuriousLoads = 0;

  let noiseTaken = 0;
  let noiseMessages = 0;

  corpus.forEach((msg, index) => {
    const got: Scored[] = parse(msg.text, { referenceDate: msg.referenceDate });
    const pairs = matchLoads(msg.expected, got);
    expectedLoads += msg.expected.length;
    predictedLoads += got.length;
    spuriousLoads += got.length - pairs.length;
    loadsFound += pairs.length;
    if (msg.expected.length === 0) {
      noiseMessages++;
      if (got.length > 0) noiseTaken++;
    }

    for (const e of msg.expected) for (const f of SCORED_FIELDS) if (scores(e, f) && expectedValue(e, f) !== null) fields[f].expected++;
    // A value the parser gives counts as predicted where it can be judged: on a spurious candidate, or paired with a label that scores the field.
    const paired = new Map(pairs.map(([ei, pi]) => [pi, msg.expected[ei]]));
    for (const [pi, p] of got.entries()) {
      const e = paired.get(pi);
      for (const f of SCORED_FIELDS) if (gotValue(p, f) !== null && (f !== 'material' || (e !== undefined && scores(e, f)))) fields[f].predicted++;
    }

    let allRight = 0;
    for (const [ei, pi] of pairs) {
      const e = msg.expected[ei];
      const p = got[pi];
      for (const f of SCORED_FIELDS) if (scores(e, f) && gotValue(p, f) !== null && sameField(e, f, p)) fields[f].correct++;
      if (agreement(e, p) === SCORED_FIELDS.length) allRight++;
    }
    loadsAllRight += allRight;
    const exact = got.length === msg.expected.length && allRight === msg.expected.length;
    if (exact) messagesExact++;
    else mismatches.push({ index, text: msg.text, expected: msg.expected, got: got.map(pickFields) });
  });

  for (const f of SCORED_FIELDS) {
    const s = fields[f];
    s.precision = s.predicted === 0 ? 1 : s.correct / s.predicted;
    s.recall = s.expected === 0 ? 1 : s.correct / s.expected;
  }
  return {
    messages: corpus.length,
    messagesExact,
    messageExactShare: corpus.length === 0 ? 1 : messagesExact / corpus.length,
    expectedLoads,
    loadsFound,
    loadsAllRight,
    loadAllRightShare: expectedLoads === 0 ? 1 : loadsAllRight / expectedLoads,
    predictedLoads,
    spuriousLoads,
    noiseTaken,
    noiseMessages,
    fields,
    mismatches,
  };
}
