// Entry of a parser pool thread: a worker thread does not inherit the TypeScript
// loader the app runs under (tsx), so it registers tsx itself before loading
// the parser task. Works the same under `npm start` (tsx) and `npm test` (node --import tsx).
import { register } from 'tsx/esm/api';

register();
const task = await import('./parser-worker.ts');

export default task.default;
