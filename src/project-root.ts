/**
 * Where the project's files are (package.json, public/, migrations/), found from wherever this code runs: src/ under
 * tsx, dist/ as compiled, or dist/server.js as bundled into one file, where every module's import.meta.url is the
 * bundle's and a path relative to a module's own place would be wrong.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json in ${start} or above it`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** True under tsx (the TypeScript sources), false when running the build. */
export const FROM_SOURCES = import.meta.url.endsWith('.ts');
