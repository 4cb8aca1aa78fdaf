// A worker for the parser pool's tests (src/features/chat-import/parser-pool.test.ts):
// 'echo' answers with its thread id, 'wait' blocks its thread until the test
// releases the shared flag, 'spin' never finishes.
import { threadId } from 'node:worker_threads';

export default function task({ mode, flag, started }) {
  started?.postMessage('started');
  started?.close();
  if (mode === 'wait') Atomics.wait(new Int32Array(flag), 0, 0);
  if (mode === 'spin') for (;;);
  return { threadId };
}
