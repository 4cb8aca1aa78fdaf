/**
 * Property tests of the ledger (fast-check): random sequences of escrow
 * operations run against the service layer and a real database; after every
 * step the outcome matches a simple model (success or the expected refusal),
 * every user's balances match the model, and the reconciliation finds no breach.
 * Plus the 5% fee's rounding over random amounts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { withActor } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { adminUser, balancesOf, insertUser, markDelivered } from '../../../test/helpers/escrow-factories.js';
import { insertAcceptedLoad } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { refundHeldFundsOnCancel } from './service.js';
import { platformFeePaise } from './fee.js';
import { SimulatedGateway } from './gateway.js';
import { lockLoadForPayment } from './queries.js';
import { checkLedger, formatLedgerReport } from './reconcile.js';
import { approvePayout, autoReleaseDue, deposit, holdFunds, raiseDispute, rejectPayout, releaseFunds, requestPayout, resolveDispute } from './service.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server?.close();
});

describe('the platform fee', () => {
  test('is the commission of the amount rounded to the nearest paisa, halves up, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
        const fee = platformFeePaise(amount, bps);
        // fee*10000 - amount*bps lies in (-5000, 5000]: nearest paisa, an exact half goes up.
        const d = BigInt(fee) * 10_000n - BigInt(amount) * BigInt(bps);
        return d > -5_000n && d <= 5_000n;
      }),
      { numRuns: 5_000 },
    );
    // An exact half paisa goes up, whatever the commission: amount*bps ends in 5000.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.constantFrom(500, 250, 125, 5_000, 1_000), (n, bps) => {
        const amount = ((2 * n + 1) * 5_000) / bps; // (2n+1) halves of a paisa of fee
        if (!Number.isInteger(amount)) return true;
        return platformFeePaise(amount, bps) === n + 1;
      }),
      { numRuns: 2_000 },
    );
  });

  test('is 5% rounded like Math.round for every amount a load can have', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 11 }), (amount) => platformFeePaise(amount, 500) === Math.round(amount / 20)),
      { numRuns: 5_000 },
    );
    assert.equal(platformFeePaise(33_330, 500), 1_667); // 1666.5 -> 1667
    assert.equal(platformFeePaise(33_329, 500), 1_666); // 1666.45 -> 1666
    assert.equal(platformFeePaise(10, 500), 1); // 0.5 -> 1
    assert.equal(platformFeePaise(9, 500), 0); // 0.45 -> 0
  });
});

// ---- The model -------------------------------------------------------------------------

interface ModelLoad {
  id: string;
  owner: number;
  driver: number;
  amount: number;
  fee: number;
  payment: 'unpaid' | 'held' | 'disputed' | 'released' | 'refunded';
  delivered: boolean;
  deliveredLongAgo: boolean;
  cancelled: boolean;
  disputeId: string | null;
}

interface ModelPayout {
  id: string;
  driver: number;
  amount: number;
  status: 'requested' | 'approved' | 'rejected';
}

type Op =
  | { op: 'deposit'; s: number; rupees: number }
  | { op: 'accept'; s: number; d: number; paise: number }
  | { op: 'hold'; stranger: boolean; l: number; fit: boolean }
  | { op: 'deliver'; l: number; longAgo: boolean; fit: boolean }
  | { op: 'release'; stranger: boolean; l: number; fit: boolean }
  | { op: 'dispute'; who: 'owner' | 'driver' | 'stranger'; l: number; fit: boolean }
  | { op: 'resolve'; l: number; outcome: 'release' | 'refund'; fit: boolean }
  | { op: 'cancel'; l: number; fit: boolean }
  | { op: 'payout'; d: number; rupees: number; fit: boolean }
  | { op: 'decide'; p: number; approve: boolean; fit: boolean }
  | { op: 'autoRelease' };

const SHIPPERS = 2;
const DRIVERS = 2;

/** True one time in eight: most actions come from the right person, some from someone else. */
const rarely = fc.integer({ min: 0, max: 7 }).map((n) => n === 0);
/**
 * True seven times in eight: the operation picks a target in a state where it
 * can succeed (a held load to release...), else any target, so that both the
 * successes and the refusals are exercised.
 */
const usually = rarely.map((b) => !b);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('deposit' as const), s: fc.nat(SHIPPERS - 1), rupees: fc.oneof(fc.integer({ min: 1, max: 499 }), fc.integer({ min: 500, max: 30_000 })) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('accept' as const),
      s: fc.nat(SHIPPERS - 1),
      d: fc.nat(DRIVERS - 1),
      paise: fc.oneof(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 99_999 }).map((n) => n * 20 + 10),
      ),
    }),
  },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('hold' as const), fit: usually, stranger: rarely, l: fc.nat(20) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('deliver' as const), fit: usually, l: fc.nat(20), longAgo: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('release' as const), fit: usually, stranger: rarely, l: fc.nat(20) }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('dispute' as const), fit: usually, who: fc.constantFrom('owner' as const, 'driver' as const, 'driver' as const, 'stranger' as const), l: fc.nat(20) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('resolve' as const), fit: usually, l: fc.nat(20), outcome: fc.constantFrom('release' as const, 'refund' as const) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), fit: usually, l: fc.nat(20) }) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('payout' as const), fit: usually, d: fc.nat(DRIVERS - 1), rupees: fc.oneof(fc.integer({ min: 50, max: 3_000 }), fc.integer({ min: 3_000, max: 30_000 })) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('decide' as const), fit: usually, p: fc.nat(10), approve: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('autoRelease' as const) }) },
);

/** The target of an operation: among the fitting ones when asked (and there are any), else among all. */
function pick<T>(list: T[], index: number, fit: boolean, fits: (x: T) => boolean): T | undefined {
  const fitting = fit ? list.filter(fits) : [];
  const from = fitting.length ? fitting : list;
  return from[index % Math.max(1, from.length)];
}

async function outcomeOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
    throw err;
  }
}

describe('random sequences of operations', () => {
  test('keep every invariant after every step and move exactly the money the model expects', async () => {
    const db = server.db;
    const admin = await adminUser(db);
    const gateway = new SimulatedGateway();
    const stats = new Map<string, number>();

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 40, size: 'max' }), async (ops) => {
        const shippers: SessionUser[] = [];
        const drivers: SessionUser[] = [];
        for (let i = 0; i < SHIPPERS; i++) shippers.push(await insertUser(db, 'shipper'));
        for (let i = 0; i < DRIVERS; i++) drivers.push(await insertUser(db, 'driver'));
        const avail = new Map<string, number>();
        const held = new Map<string, number>();
        const reserved = new Map<string, number>();
        for (const u of [...shippers, ...drivers]) {
          avail.set(u.id, 0);
          held.set(u.id, 0);
          reserved.set(u.id, 0);
        }
        const add = (m: Map<string, number>, id: string, v: number) => m.set(id, m.get(id)! + v);
        const loads: ModelLoad[] = [];
        const payouts: ModelPayout[] = [];
        // Every run starts with both shippers funded, each driver paid for one delivered load, and one accepted load per shipper.
        for (const [i, s] of shippers.entries()) {
          await deposit(db, gateway, s, { amountPaise: 1_000_000 });
          add(avail, s.id, 1_000_000);
          const paid = await insertAcceptedLoad(db, s.id, drivers[i % DRIVERS]!.id, 200_000, 'delivered');
          await holdFunds(db, s, { loadId: paid.load.id });
          await releaseFunds(db, s, { loadId: paid.load.id });
          add(avail, s.id, -210_000);
          add(avail, drivers[i % DRIVERS]!.id, 200_000);
          const { load } = await insertAcceptedLoad(db, s.id, drivers[i % DRIVERS]!.id, 300_000);
          loads.push({ id: load.id, owner: i, driver: i % DRIVERS, amount: 300_000, fee: 15_000, payment: 'unpaid', delivered: false, deliveredLongAgo: false, cancelled: false, disputeId: null });
        }

        for (const [step, o] of ops.entries()) {
          let expected = 'ok';
          let actual = 'ok';
          switch (o.op) {
            case 'deposit': {
              const s = shippers[o.s]!;
              expected = o.rupees < 500 ? 'VALIDATION_ERROR' : 'ok';
              actual = await outcomeOf(() => deposit(db, gateway, s, { amountPaise: o.rupees * 100 }));
              if (actual === 'ok') add(avail, s.id, o.rupees * 100);
              break;
            }
            case 'accept': {
              const { load } = await insertAcceptedLoad(db, shippers[o.s]!.id, drivers[o.d]!.id, o.paise);
              loads.push({
                id: load.id,
                owner: o.s,
                driver: o.d,
                amount: o.paise,
                fee: Math.round(o.paise / 20),
                payment: 'unpaid',
                delivered: false,
                deliveredLongAgo: false,
                cancelled: false,
                disputeId: null,
              });
              break;
            }
            case 'hold': {
              const l = pick(loads, o.l, o.fit, (x) => x.payment === 'unpaid' && !x.cancelled);
              if (!l) continue;
              const owner = shippers[l.owner]!;
              const s = o.stranger ? shippers[(l.owner + 1) % SHIPPERS]! : owner;
              if (o.stranger) expected = 'FORBIDDEN';
              else if (l.cancelled || l.payment !== 'unpaid') expected = 'CONFLICT';
              else if (avail.get(owner.id)! < l.amount + l.fee) expected = 'INSUFFICIENT_FUNDS';
              actual = await outcomeOf(() => holdFunds(db, s, { loadId: l.id }));
              if (actual === 'ok') {
                add(avail, owner.id, -(l.amount + l.fee));
                add(held, owner.id, l.amount + l.fee);
                l.payment = 'held';
              }
              break;
            }
            case 'deliver': {
              const l = pick(loads, o.l, o.fit, (x) => !x.delivered && !x.cancelled);
              if (!l || l.cancelled || l.delivered) continue;
              await markDelivered(db, l.id, o.longAgo ? 10 : 1);
              l.delivered = true;
              l.deliveredLongAgo = o.longAgo;
              break;
            }
            case 'release': {
              const l = pick(loads, o.l, o.fit, (x) => x.payment === 'held' && x.delivered);
              if (!l) continue;
              if (o.stranger) expected = 'FORBIDDEN';
              else if (l.payment !== 'held' || !l.delivered) expected = 'CONFLICT';
              const s = shippers[o.stranger ? (l.owner + 1) % SHIPPERS : l.owner]!;
              actual = await outcomeOf(() => releaseFunds(db, s, { loadId: l.id }));
              if (actual === 'ok') settle(l, 'release');
              break;
            }
            case 'dispute': {
              const l = pick(loads, o.l, o.fit, (x) => x.payment === 'held');
              if (!l) continue;
              const who = o.who === 'owner' ? shippers[l.owner]! : o.who === 'driver' ? drivers[l.driver]! : drivers[(l.driver + 1) % DRIVERS]!;
              if (o.who === 'stranger') expected = 'FORBIDDEN';
              else if (l.payment !== 'held') expected = 'CONFLICT';
              let disputeId: string | null = null;
              actual = await outcomeOf(async () => {
                disputeId = (await raiseDispute(db, who, { loadId: l.id, reason: `Step ${step}: something went wrong` })).data.dispute.id;
              });
              if (actual === 'ok') {
                l.payment = 'disputed';
                l.disputeId = disputeId;
              }
              break;
            }
            case 'resolve': {
              const l = pick(
                loads.filter((x) => x.disputeId),
                o.l,
                o.fit,
                (x) => x.payment === 'disputed',
              );
              if (!l) continue;
              if (l.payment !== 'disputed') expected = 'CONFLICT';
              actual = await outcomeOf(() => resolveDispute(db, admin, l.disputeId!, o.outcome));
              if (actual === 'ok') settle(l, o.outcome);
              break;
            }
            case 'cancel': {
              const l = pick(loads, o.l, o.fit, (x) => (x.payment === 'held' || x.payment === 'disputed') && !x.delivered && !x.cancelled);
              if (!l || l.cancelled || l.delivered) continue;
              if (l.payment === 'released') expected = 'CONFLICT';
              actual = await outcomeOf(() =>
                withActor(db, shippers[l.owner]!.id, async (trx) => {
                  const locked = (await lockLoadForPayment(trx, l.id))!;
                  await refundHeldFundsOnCancel(trx, locked);
                  await trx.updateTable('loads').set({ status: 'cancelled' }).where('id', '=', l.id).execute();
                }),
              );
              if (actual === 'ok') {
                if (l.payment === 'held' || l.payment === 'disputed') settle(l, 'refund');
                l.cancelled = true;
              }
              break;
            }
            case 'payout': {
              const d = drivers[o.d]!;
              const available = avail.get(d.id)!;
              // A fitting request asks for a share (1-100%) of the balance; others for any amount.
              const paise = o.fit && available >= 10_000 ? Math.max(10_000, Math.floor((available * ((o.rupees % 100) + 1)) / 100 / 100) * 100) : o.rupees * 100;
              if (paise < 10_000) expected = 'VALIDATION_ERROR';
              else if (paise > avail.get(d.id)!) expected = 'INSUFFICIENT_FUNDS';
              let id = '';
              actual = await outcomeOf(async () => {
                id = (await requestPayout(db, d, { amountPaise: paise, method: 'upi', upiId: 'driver@okaxis' })).data.payout.id;
              });
              if (actual === 'ok') {
                add(avail, d.id, -paise);
                add(reserved, d.id, paise);
                payouts.push({ id, driver: o.d, amount: paise, status: 'requested' });
              }
              break;
            }
            case 'decide': {
              const p = pick(payouts, o.p, o.fit, (x) => x.status === 'requested');
              if (!p) continue;
              if (p.status !== 'requested') expected = 'CONFLICT';
              actual = await outcomeOf(() => (o.approve ? approvePayout(db, admin, p.id) : rejectPayout(db, admin, p.id, null)));
              if (actual === 'ok') {
                const d = drivers[p.driver]!;
                add(reserved, d.id, -p.amount);
                if (!o.approve) add(avail, d.id, p.amount);
                p.status = o.approve ? 'approved' : 'rejected';
              }
              break;
            }
            case 'autoRelease': {
              await autoReleaseDue(db);
              for (const l of loads) if (l.payment === 'held' && l.deliveredLongAgo) settle(l, 'release');
              break;
            }
          }
          assert.equal(actual, expected, `step ${step} ${JSON.stringify(o)}`);
          const tally = `${o.op}:${actual}`;
          stats.set(tally, (stats.get(tally) ?? 0) + 1);

          for (const u of [...shippers, ...drivers]) {
            const b = await balancesOf(db, u.id);
            assert.deepEqual(b, { available: avail.get(u.id), held: held.get(u.id), reserved: reserved.get(u.id) }, `balances of ${u.role} after step ${step} ${JSON.stringify(o)}`);
          }
          for (const l of loads) {
            const row = await db.selectFrom('loads').select(['paymentStatus']).where('id', '=', l.id).executeTakeFirstOrThrow();
            assert.equal(row.paymentStatus, l.payment, `payment of a load after step ${step} ${JSON.stringify(o)}`);
          }
          const report = await checkLedger(db);
          assert.ok(report.ok, `after step ${step} ${JSON.stringify(o)}:\n${formatLedgerReport(report)}`);
        }

        function settle(l: ModelLoad, how: 'release' | 'refund') {
          const owner = shippers[l.owner]!.id;
          add(held, owner, -(l.amount + l.fee));
          if (how === 'release') add(avail, drivers[l.driver]!.id, l.amount);
          else add(avail, owner, l.amount + l.fee);
          l.payment = how === 'release' ? 'released' : 'refunded';
        }
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 25), endOnFailure: true },
    );
    if (process.env.FC_STATS)
      console.log(
        [...stats]
          .sort()
          .map(([k, v]) => `${k} ${v}`)
          .join('\n'),
      );
  });
});
