/**
 * Chat-import parser benchmark: accuracy on the labelled corpus and time to parse 1,000 messages.
 * Run with `npm run bench:parser` (add `--verbose` to list every message of the training corpus that was not parsed
 * exactly). The held-out corpora of issue 19 (test/heldout) are scored in aggregate only, even with --verbose: nobody
 * tuning the parser sees its failing posts.
 */
import { CORPUS, HELD_OUT, type LabelledMessage } from '../test/fixtures/chat-corpus.js';
import { parseChat } from '../src/features/chat-import/parser.js';
import { CHAT_HELDOUT_3 } from '../test/heldout/chat-posts-3.js';
import { HOSTILE_INPUTS, PASTE_SHAPES, pasteOf } from '../test/fixtures/chat-stress.js';
import { SCORED_FIELDS, scoreCorpus, type CorpusScore } from '../test/helpers/chat-score.js';

const MESSAGES = 1000;
const WARMUP_RUNS = 10;
const TIMED_RUNS = 21;
/** The targets: at least 90% of the labelled loads with every field right; 1,000 messages in under 100 ms. */
const ALL_RIGHT_TARGET = 0.9;
const TIME_TARGET_MS = 100;
/** Issue 19's targets on the held-out corpus: at least 95% of its loads with every field right, no noise taken as a load. */
const HELDOUT_ALL_RIGHT_TARGET = 0.95;
const HELDOUT_NOISE_TAKEN_TARGET = 0;

function pct(n: number): string {
  return `${(n * 100).toFixed(1)}%`;
}

function printScore(title: string, score: CorpusScore): void {
  console.log(`\n${title}: ${score.messages} messages, ${score.expectedLoads} labelled loads`);
  console.log('field            precision  recall');
  for (const f of SCORED_FIELDS) {
    const s = score.fields[f];
    console.log(`${f.padEnd(16)} ${pct(s.precision).padStart(9)}  ${pct(s.recall).padStart(6)}`);
  }
  console.log(`messages parsed exactly       ${pct(score.messageExactShare).padStart(6)}  (${score.messagesExact}/${score.messages})`);
  console.log(`loads with all fields right   ${pct(score.loadAllRightShare).padStart(6)}  (${score.loadsAllRight}/${score.expectedLoads})`);
  console.log(`loads found                   ${pct(score.loadsFound / score.expectedLoads).padStart(6)}  (${score.loadsFound}/${score.expectedLoads})`);
  console.log(`spurious candidates           ${String(score.spuriousLoads).padStart(6)}`);
  console.log(`noise taken as a load         ${String(score.noiseTaken).padStart(6)}  (of ${score.noiseMessages} posts that are not loads)`);
}

function printMismatches(score: CorpusScore): void {
  for (const m of score.mismatches) {
    console.log(`\n#${m.index} ${JSON.stringify(m.text)}`);
    console.log(`  expected ${JSON.stringify(m.expected)}`);
    console.log(`  got      ${JSON.stringify(m.got)}`);
  }
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Times parsing `messages` one paste at a time, as the import screen does; returns wall and CPU medians in ms. */
function timeParse(messages: LabelledMessage[]): { wall: number; cpu: number; candidates: number } {
  let candidates = 0;
  const run = () => {
    candidates = 0;
    for (const m of messages) candidates += parseChat(m.text, { referenceDate: m.referenceDate }).length;
  };
  for (let i = 0; i < WARMUP_RUNS; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu), candidates };
}

function main(): void {
  const full = scoreCorpus(CORPUS, parseChat);
  printScore('Whole corpus', full);
  printScore('Held-out part (written after tuning)', scoreCorpus(HELD_OUT, parseChat));
  if (process.argv.includes('--verbose')) printMismatches(full);
  // Aggregates only, never its mismatches (test/heldout/README.md). The corpora 1 and 2 of the README were retired into
  // the training corpus on 29 Nov 2026; the third is the held-out measure since.
  const heldout = scoreCorpus(CHAT_HELDOUT_3, parseChat);
  printScore('Held-out corpus (issue 19, never tuned on: test/heldout/chat-posts-3*.ts)', heldout);

  const batch: LabelledMessage[] = [];
  while (batch.length < MESSAGES) batch.push(...CORPUS);
  batch.length = MESSAGES;
  const t = timeParse(batch);
  console.log(`\nParse ${MESSAGES} messages (corpus repeated, ${WARMUP_RUNS} warm-up runs, median of ${TIMED_RUNS}):`);
  console.log(`  wall ${t.wall.toFixed(1)} ms, CPU ${t.cpu.toFixed(1)} ms, ${t.candidates} candidates`);

  // Inputs that once made the parser slow (test/fixtures/chat-stress.ts): CPU time of each, once warm.
  const cpuOf = (text: string) => {
    parseChat(text, { referenceDate: '2026-11-27' });
    const c0 = process.cpuUsage();
    parseChat(text, { referenceDate: '2026-11-27' });
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000;
  };
  const hostile = HOSTILE_INPUTS.map(cpuOf);
  const pastes = PASTE_SHAPES.map((unit) => cpuOf(pasteOf(unit)));
  console.log(`\nHostile input (${HOSTILE_INPUTS.length} kinds, 40-100 KB each), CPU ms: ${hostile.map((ms) => ms.toFixed(0)).join(', ')}`);
  console.log(`200 KB pastes (${PASTE_SHAPES.length} shapes), CPU ms: ${pastes.map((ms) => ms.toFixed(0)).join(', ')}`);

  // The targets of the chat-import issue; the run fails (exit code 1) when one is missed.
  const accurate = full.loadAllRightShare >= ALL_RIGHT_TARGET;
  const fast = t.wall < TIME_TARGET_MS;
  console.log('\nTargets:');
  console.log(`  loads with all fields right >= ${pct(ALL_RIGHT_TARGET)}: ${pct(full.loadAllRightShare)}, ${accurate ? 'met' : 'NOT MET'}`);
  console.log(
    `  ${MESSAGES} messages in under ${TIME_TARGET_MS} ms: ${t.wall.toFixed(1)} ms wall, ${fast ? 'met' : 'NOT MET'}` +
      (!fast && t.cpu < TIME_TARGET_MS ? ` (CPU ${t.cpu.toFixed(1)} ms: other processes are sharing the CPUs; run it again on a quiet machine)` : ''),
  );
  const heldoutAccurate = heldout.loadAllRightShare >= HELDOUT_ALL_RIGHT_TARGET;
  const heldoutClean = heldout.noiseTaken <= HELDOUT_NOISE_TAKEN_TARGET;
  console.log(`  held-out loads with all fields right >= ${pct(HELDOUT_ALL_RIGHT_TARGET)}: ${pct(heldout.loadAllRightShare)}, ${heldoutAccurate ? 'met' : 'NOT MET'}`);
  console.log(`  held-out noise taken as a load = ${HELDOUT_NOISE_TAKEN_TARGET}: ${heldout.noiseTaken} of ${heldout.noiseMessages}, ${heldoutClean ? 'met' : 'NOT MET'}`);
  const hostileOk = Math.max(...hostile) < 1000;
  const pastesOk = Math.max(...pastes) < 2000;
  console.log(`  hostile input under 1,000 ms of CPU each: slowest ${Math.max(...hostile).toFixed(0)} ms, ${hostileOk ? 'met' : 'NOT MET'}`);
  console.log(`  a 200 KB paste of any shape under 2,000 ms of CPU: slowest ${Math.max(...pastes).toFixed(0)} ms, ${pastesOk ? 'met' : 'NOT MET'}`);
  if (!accurate || !fast || !heldoutAccurate || !heldoutClean || !hostileOk || !pastesOk) process.exitCode = 1;
}

main();
