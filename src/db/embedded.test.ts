import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import pg from 'pg';
import { embeddedUrlFromDataDir, startEmbeddedPostgres } from './embedded.js';

const run = promisify(execFile);

test('the embedded database keeps data across restarts, records how to reach it, and refuses a second app on the same data dir', {
  skip: process.env.TEST_DATABASE_URL ? 'runs with the embedded server only' : false,
  timeout: 120_000,
}, async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fm-embedded-'));
  try {
    const first = await startEmbeddedPostgres({ dataDir: dir, dbName: 'app' });
    const url = new URL(first.url);
    assert.equal(url.hostname, '127.0.0.1');
    assert.notEqual(url.port, '5432');
    assert.equal(await embeddedUrlFromDataDir(dir), first.url, 'tools find the running server through DATA_DIR');
    const record = JSON.parse(await readFile(path.join(dir, 'embedded.json'), 'utf8'));
    assert.equal(record.ownerPid, process.pid);

    const c = new pg.Client({ connectionString: first.url });
    await c.connect();
    await c.query('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$still here$$)');
    await c.end();

    // A second app process on the same DATA_DIR gets a clear error.
    const script = `import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve('src/db/embedded.ts'))};
      startEmbeddedPostgres({ dataDir: ${JSON.stringify(dir)} }).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); });`;
    const second = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
    );
    assert.equal(second.code, 3);
    assert.match(second.stderr, /is in use by another running app/);

    await first.stop();
    assert.equal(await embeddedUrlFromDataDir(dir), null, 'a stopped server is not offered to tools');

    const again = await startEmbeddedPostgres({ dataDir: dir, dbName: 'app' });
    const c2 = new pg.Client({ connectionString: again.url });
    await c2.connect();
    const { rows } = await c2.query('SELECT v FROM kept');
    await c2.end();
    await again.stop();
    assert.deepEqual(rows, [{ v: 'still here' }]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
