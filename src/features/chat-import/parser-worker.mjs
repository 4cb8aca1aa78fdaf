// Entry of a parser pool thread: a worker thread does not inherit the TypeScript
// loader the app runs under (tsx), so it registers tsx itself before loading
// the parser task. Used under tsx only (`npm run dev`, `npm test`); the build (dist/) loads the
// compiled parser-worker.js directly.
import { register } from 'tsx/esm/api';

register();
const task = await import('./parser-worker.ts');

export default task.default;
