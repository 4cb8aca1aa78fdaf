import { BLIND_ROUND_7 } from '../test/fixtures/chat-corpus-blind7.js';
import { BLIND_ROUND_8 } from '../test/fixtures/chat-corpus-blind8.js';
import { BLIND_ROUND_9 } from '../test/fixtures/chat-corpus-blind9.js';
import { CORPUS } from '../test/fixtures/chat-corpus.js';
import { parseChat } from '../src/features/chat-import/parser.js';
import { scoreCorpus } from '../test/helpers/chat-score.js';
for (const [n, c] of [['7', BLIND_ROUND_7], ['8', BLIND_ROUND_8], ['9', BLIND_ROUND_9], ['all', CORPUS]] as const) {
  const s = scoreCorpus(c, parseChat);
  console.log(n, s.loadsAllRight, '/', s.expectedLoads, 'spurious', s.spuriousLoads, 'noise', s.noiseTaken);
}
