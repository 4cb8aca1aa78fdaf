/**
 * The chat parser against signatures and closings after its training corpus's posts (the second half of
 * parser-wrappings.test.ts, whose header tells the whole check; apart so that each file's run stays well inside the test
 * runner's time limit once rounds 47 to 49 joined the corpus).
 */
import { test } from 'node:test';
import { assertRewritesKeepLoads, type Rewrite } from '../../../test/helpers/chat-retype.js';

const WRAPPINGS: readonly Rewrite[] = [
  // (9 once round 45 joined, 29 Nov: its paste of a list whose footer part, parted by a line of dashes, carries the
  // loading day and the phone; signed by the service line, that part reads as a truck owner's advert and lends nothing)
  ['a signature line after', (t) => `${t}\nAll India transport service available`, 9],
  ['thanks after', (t) => `${t} Thanks 🙏`, 4],
  // (8 once rounds 42 to 46 joined, 29 Nov: lists and pastes whose last part, parted by a line of dashes, carries the
  // loading day or the phone; 17 on the session's first parser with them, 8 once a signature closing a fragment no
  // longer makes it a post of its own)
  ['a signature after', (t) => `${t}\nRegards\nSharma Roadlines`, 9],
  ['a request to call after', (t) => `${t}\nPlease call`, 4],
];

test('a signature or a closing after a load post changes hardly any load of the training corpus', () => {
  assertRewritesKeepLoads(WRAPPINGS);
});
