/**
 * A background job a feature declares (`<feature>/jobs.ts`); src/jobs.ts lists
 * them and runs each on every app instance. A job must be safe when several
 * instances run it at once (row locks with SKIP LOCKED, or conditional updates),
 * and acts as the system in the audit log (withActor(db, null, ...)).
 */
import type { Database } from '../db/database.js';

export interface Job {
  name: string;
  everyMs: number;
  run(db: Database): Promise<void>;
}
