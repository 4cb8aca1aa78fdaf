/**
 * Durable delivery of webhook events, on the pg-boss instance the notification channels start
 * (features/channels/delivery.ts), with the same pattern: an outbox filled in the event's own transaction
 * (migration 060's triggers), a dispatcher per instance that takes outbox rows with SKIP LOCKED and in ONE
 * transaction writes the deliveries and enqueues their jobs (queue `webhook-delivery`), and workers that claim a
 * delivery (queued|failed → sending: one winner) before posting it, so a doubled or retried job posts once.
 * A non-2xx answer or a network failure marks it failed and throws: pg-boss retries with exponential backoff
 * (DELIVERY_RETRY_LIMIT, DELIVERY_RETRY_DELAY_S); the last failure marks it dead. 410 Gone disables the endpoint.
 * Started by server.ts (never inside a request); tests start it the same way.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type * as Undici from 'undici';
import { createRequire } from 'node:module';
import { lazy } from '../../lib/lazy.js';

import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { bossDb, PermanentFailure, startOutboxQueue } from '../../lib/durable-queue.js';
import { claimDelivery, deadLetterInterrupted, disableEndpoint, endpointsFor, insertDelivery, markFailed, markSent, takeOutbox } from './queries.js';

const require = createRequire(import.meta.url);
/** Loaded with the first delivery (lib/lazy.ts). */
const undici = lazy(() => require('undici') as typeof Undici);

const QUEUE = 'webhook-delivery';

export interface WebhookDeps {
  boss: PgBoss;
  db: Database;
  config: Config;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`: what X-FreightBazaar-Signature carries. */
function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Fans out up to `limit` events of the outbox; returns how many it took. */
async function dispatchOutbox(boss: PgBoss, db: Database, limit = 100): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const taken = await takeOutbox(trx, limit);
    for (const ev of taken) {
      if (ev.deliveryId) {
        await boss.send(QUEUE, { deliveryId: ev.deliveryId }, { db: bossDb(trx) });
        continue;
      }
      const family = ev.event.split('.')[0] as string;
      for (const endpoint of await endpointsFor(trx, ev.userId, family, ev.endpointId)) {
        const id = randomUUID();
        const body = JSON.stringify({ id, type: ev.event, created_at: new Date(ev.createdAt).toISOString(), data: ev.data });
        await insertDelivery(trx, { id, endpointId: endpoint.id, event: ev.event, body });
        await boss.send(QUEUE, { deliveryId: id }, { db: bossDb(trx) });
      }
    }
    return taken.length;
  });
}

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/**
 * True for loopback, private, link-local, shared, multicast and unspecified addresses (and IPv4-mapped IPv6, by the
 * IPv4 it maps: a BlockList checks an IPv4 address against IPv6 rules too, so ::ffff:0:0/96 among them would refuse
 * every IPv4 address).
 */
export function isPrivateAddress(ip: string): boolean {
  const v = isIP(ip);
  if (v === 4) return PRIVATE.check(ip, 'ipv4');
  if (v === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    return mapped ? PRIVATE.check(mapped[1] as string, 'ipv4') : PRIVATE.check(ip, 'ipv6');
  }
  return true;
}

/** A name's addresses, as `dns.lookup` gives them with `all: true`. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) => new Promise((resolve, reject) => lookup(hostname, { all: true }, (err, addrs) => (err ? reject(err) : resolve(addrs))));

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of every connection to a receiver in production: the name's addresses, refused (code EPRIVATE) when
 * any is loopback, private, link-local or otherwise not public. The check is made by the lookup the socket connects
 * with, not by a separate lookup before the call, so a name that answers a public address to a check and a private
 * one a moment later (DNS rebinding) still never reaches the private one.
 */
export function guardedLookup(resolve: Resolve = systemResolve) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addrs) => {
        if (addrs.length === 0 || addrs.some((a) => isPrivateAddress(a.address))) {
          callback(Object.assign(new Error(`${hostname} resolves to a private or loopback address`), { code: 'EPRIVATE' }), '');
          return;
        }
        const wanted = options.family === 6 || options.family === 'IPv6' ? 6 : options.family === 4 || options.family === 'IPv4' ? 4 : 0;
        const fit = wanted ? addrs.filter((a) => a.family === wanted) : addrs;
        if (fit.length === 0) callback(Object.assign(new Error(`${hostname} has no IPv${wanted} address`), { code: 'ENOTFOUND' }), '');
        else if (options.all) callback(null, fit);
        else callback(null, (fit[0] as LookupAddress).address, (fit[0] as LookupAddress).family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

let guardedAgent: Undici.Agent | null = null;
/**
 * How a receiver is reached: in production through an agent whose connections resolve names with `guardedLookup`
 * (an address written as the URL's host is checked here, since no lookup is made for it); elsewhere directly, so
 * development and tests can post to a receiver on this machine.
 */
function dispatcherFor(config: Config, url: URL): Undici.Agent | undefined {
  if (config.NODE_ENV !== 'production') return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivateAddress(host)) throw new PermanentFailure('the receiver is a private or loopback address');
  guardedAgent ??= new (undici().Agent)({ connect: { lookup: guardedLookup() } });
  return guardedAgent;
}

/** True when a failed call was refused by `guardedLookup` (a permanent failure: retrying would not help). */
function refusedAddress(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) if (e.code === 'EPRIVATE') return true;
  return false;
}

/** Posts one delivery (a job's work); throws when the receiver failed and a retry may help. */
async function deliverOne(deps: Pick<WebhookDeps, 'db' | 'config'>, deliveryId: string, lastAttempt: boolean): Promise<void> {
  const d = await claimDelivery(deps.db, deliveryId);
  if (!d) return; // sent already, dead, or another worker has it
  let status: number | null = null;
  try {
    if (d.disabledAt) throw new PermanentFailure('the endpoint is disabled');
    const url = new URL(d.url);
    const dispatcher = dispatcherFor(deps.config, url);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const res = await undici().fetch(url, {
      dispatcher,
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.config.PROVIDER_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'FreightBazaar-Webhooks/1',
        'x-freightbazaar-event': d.event,
        'x-freightbazaar-delivery': d.id,
        'x-freightbazaar-timestamp': timestamp,
        'x-freightbazaar-signature': signature(d.secret, timestamp, d.body),
      },
      body: d.body,
    });
    status = res.status;
    await res.body?.cancel();
    if (res.status === 410) {
      await disableEndpoint(deps.db, d.endpointId);
      throw new PermanentFailure('410 Gone: the endpoint is disabled');
    }
    if (res.status < 200 || res.status > 299) throw new Error(`the receiver answered ${res.status}`);
    await markSent(deps.db, d.id, res.status);
  } catch (err) {
    const permanent = err instanceof PermanentFailure || refusedAddress(err);
    const reason = refusedAddress(err) ? 'the receiver resolves to a private or loopback address' : (err as Error).message;
    await markFailed(deps.db, d.id, lastAttempt || permanent ? 'dead' : 'failed', status, reason);
    if (!permanent) throw err;
  }
}

export interface WebhooksHandle {
  /** Fans out what the outbox holds now (the timer does it too). */
  dispatch(): Promise<number>;
  stop(): Promise<void>;
}

/** Creates the webhook queue on the channels' pg-boss, starts its workers and this instance's dispatcher. */
export async function startWebhooks(deps: WebhookDeps): Promise<WebhooksHandle> {
  const { boss, config, db, log } = deps;
  const loop = await startOutboxQueue(
    boss,
    QUEUE,
    { retryLimit: config.DELIVERY_RETRY_LIMIT, retryDelayS: config.DELIVERY_RETRY_DELAY_S, providerTimeoutMs: config.PROVIDER_TIMEOUT_MS, pollMs: config.DELIVERY_POLL_MS },
    {
      deliver: (id, lastAttempt) => deliverOne(deps, id, lastAttempt),
      dispatch: () => dispatchOutbox(boss, db),
      sweep: (olderThanMs) => deadLetterInterrupted(db, olderThanMs),
    },
    log,
  );
  return {
    dispatch: () => dispatchOutbox(boss, db),
    stop: () => loop.stop(),
  };
}
