/**
 * The board cache's rules on their own (cache.ts): what a change drops, when something read a moment ago may be
 * kept, and what the cache does when the log of changes cannot tell.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type BoardChange, BoardCache, type FilterMatch, type ReadChanges } from './cache.js';

type Card = { id: string; ownerId: string; origin: string };
const delhi: FilterMatch = (c) => c.status === 'open' && c.originKey === 'delhi';
const pune: FilterMatch = (c) => c.status === 'open' && c.originKey === 'pune';

function change(version: number, o: Partial<BoardChange> = {}): BoardChange {
  return {
    version,
    kind: 'load',
    loadId: null,
    ownerId: null,
    moves: false,
    lane: false,
    status: null,
    originKey: null,
    destinationKey: null,
    truckType: null,
    weightTonnes: null,
    pickupDate: null,
    ...o,
  };
}
const posted = (version: number, originKey: string, loadId = `new-${version}`) => change(version, { loadId, moves: true, status: 'open', originKey, destinationKey: 'mumbai' });

/** A database log: `changes` so far, at `version`; counts the statements read. */
function log(start: number) {
  const state = { version: start, changes: [] as BoardChange[], reads: 0 };
  const read: ReadChanges = async (after) => {
    state.reads++;
    await new Promise((r) => setImmediate(r));
    return { version: state.version, changes: after > 0 ? state.changes.filter((c) => c.version > after) : [] };
  };
  const add = (...cs: BoardChange[]) => {
    state.changes.push(...cs);
    state.version = Math.max(state.version, ...cs.map((c) => c.version));
  };
  return { state, read, add };
}

const cards = (ids: string[], owner = 'o1'): Card[] => ids.map((id) => ({ id, ownerId: owner, origin: 'Delhi' }));

/** Keeps a page as read, without rows to serve as they are (the owners' figures are joined when served). */
function keep(cache: BoardCache<Card, string, Card>, match: FilterMatch, key: string, version: number, c: Card[], lanes: string[]) {
  cache.keepPage(match, key, version, c, lanes, c, () => undefined);
}

test('a moving load drops the pages and totals of the filters it matches, and only those', async () => {
  const db = log(10);
  const cache = new BoardCache<Card, string, Card>();
  await cache.catchUp(10, db.read);
  keep(cache, delhi, 'delhi|1', 10, cards(['a', 'b']), ['delhi|mumbai']);
  keep(cache, pune, 'pune|1', 10, cards(['c']), ['pune|mumbai']);
  assert.equal(await cache.total('delhi', delhi, 10, async () => ({ n: 2, version: 10 })), 2);
  db.add(posted(11, 'pune'));
  await cache.catchUp(11, db.read);
  assert.ok(cache.page('delhi|1'), 'a Pune load leaves the Delhi page');
  assert.equal(await cache.total('delhi', delhi, 11, async () => assert.fail('counted again')), 2);
  assert.equal(cache.page('pune|1'), undefined);
  db.add(posted(12, 'delhi'));
  await cache.catchUp(12, db.read);
  assert.equal(cache.page('delhi|1'), undefined);
  assert.equal(await cache.total('delhi', delhi, 12, async () => ({ n: 3, version: 12 })), 3);
});

test("a card's change drops the pages that hold it; a lane's, the pages holding its route; an owner's, their figures", async () => {
  const db = log(1);
  const cache = new BoardCache<Card, string, Card>();
  await cache.catchUp(1, db.read);
  keep(cache, delhi, 'p1', 1, cards(['a']), ['delhi|mumbai']);
  keep(cache, delhi, 'p2', 1, cards(['b']), ['delhi|goa']);
  cache.keepOwner('o1', 'figures', 1, '2026-11-27');
  db.add(change(2, { loadId: 'b' }));
  await cache.catchUp(2, db.read);
  assert.ok(cache.page('p1'));
  assert.equal(cache.page('p2'), undefined);
  db.add(change(3, { loadId: 'elsewhere', lane: true, originKey: 'delhi', destinationKey: 'mumbai' }));
  await cache.catchUp(3, db.read);
  assert.equal(cache.page('p1'), undefined);
  assert.equal(cache.owner('o1', '2026-11-27'), 'figures');
  db.add(change(4, { kind: 'owner', ownerId: 'o1' }));
  await cache.catchUp(4, db.read);
  assert.equal(cache.owner('o1', '2026-11-27'), undefined);
});

test('something read at a version is kept only when no change since touches it', async () => {
  const db = log(5);
  const cache = new BoardCache<Card, string, Card>();
  await cache.catchUp(5, db.read);
  db.add(posted(6, 'delhi'), posted(7, 'goa'));
  await cache.catchUp(7, db.read);
  // Read at 5 (before the Delhi post at 6) and at 6: the first would show a board without it.
  keep(cache, delhi, 'old', 5, cards(['a']), []);
  keep(cache, delhi, 'new', 6, cards(['a']), []);
  keep(cache, pune, 'pune-old', 5, cards(['p']), []);
  assert.equal(cache.page('old'), undefined);
  assert.ok(cache.page('new'));
  assert.ok(cache.page('pune-old'), 'the Delhi post does not touch a Pune page read before it');
  // Newer than what the cache knows: not kept until it has caught up.
  keep(cache, delhi, 'ahead', 8, cards(['a']), []);
  assert.equal(cache.page('ahead'), undefined);
  cache.keepOwner('o1', 'old figures', 5, '2026-11-27');
  assert.equal(cache.owner('o1', '2026-11-27'), 'old figures');
});

test('a version missing from the log (forgotten, or moved by hand) drops everything', async () => {
  const db = log(5);
  const cache = new BoardCache<Card, string, Card>();
  await cache.catchUp(5, db.read);
  keep(cache, delhi, 'p', 5, cards(['a']), []);
  db.add(posted(7, 'pune')); // no row for version 6
  await cache.catchUp(7, db.read);
  assert.equal(cache.page('p'), undefined);
  assert.equal(cache.version, 7);
});

test("an 'all' change drops everything; requests waiting for one version share one read of the log", async () => {
  const db = log(1);
  const cache = new BoardCache<Card, string, Card>();
  await cache.catchUp(1, db.read);
  keep(cache, delhi, 'p', 1, cards(['a']), []);
  cache.keepOwner('o1', 'f', 1, '2026-11-27');
  db.add(change(2, { kind: 'all' }));
  const reads = db.state.reads;
  await Promise.all([cache.catchUp(2, db.read), cache.catchUp(2, db.read), cache.catchUp(2, db.read)]);
  assert.equal(db.state.reads - reads, 1);
  assert.equal(cache.page('p'), undefined);
  assert.equal(cache.owner('o1', '2026-11-27'), undefined);
});

test("owners' figures are kept per day in India: a new day reads them again", async () => {
  const db = log(1);
  const cache = new BoardCache<Card, string, Card>();
  await cache.catchUp(1, db.read);
  cache.keepOwner('o1', 'f', 1, '2026-11-27');
  assert.equal(cache.owner('o1', '2026-11-28'), undefined);
  cache.keepOwner('o1', 'g', 1, '2026-11-27');
  assert.equal(cache.owner('o1', '2026-11-28'), undefined, "yesterday's figures are not kept for today");
});

test("a kept page is served as the same rows while its owners' figures are the same, and its body while the body shows the same", async () => {
  const db = log(1);
  const cache = new BoardCache<Card, { name: string; loads: number }, Card & { name: string; loads: number }>();
  await cache.catchUp(1, db.read);
  const read = [{ id: 'a', ownerId: 'o1', origin: 'Delhi', name: 'Meera', loads: 3 }];
  const facts = { name: 'Meera', loads: 3 };
  cache.keepOwner('o1', facts, 1, '2026-11-27');
  cache.keepPage(delhi, 'p', 1, [{ id: 'a', ownerId: 'o1', origin: 'Delhi' }], [], read, (o) => cache.owner(o, '2026-11-27'));
  const entry = cache.page('p');
  assert.ok(entry);
  const join = (c: Card, f: { name: string; loads: number }) => ({ ...c, ...f });
  const sameInBody = (x: { name: string }, y: { name: string }) => x.name === y.name;
  const first = cache.rowsOf(entry, [facts], join, sameInBody);
  assert.equal(first.rows, read, 'the rows the read served');
  assert.equal(first.bodyKey, read);
  const more = { name: 'Meera', loads: 4 };
  const second = cache.rowsOf(entry, [more], join, sameInBody);
  assert.notEqual(second.rows, read);
  assert.equal(second.rows[0].loads, 4);
  assert.equal(second.bodyKey, read, 'a figure the body does not show keeps the body');
  const renamed = { name: 'Meera Shah', loads: 4 };
  const third = cache.rowsOf(entry, [renamed], join, sameInBody);
  assert.equal(third.rows[0].name, 'Meera Shah');
  assert.notEqual(third.bodyKey, read);
  assert.equal(cache.rowsOf(entry, [renamed], join, sameInBody).rows, third.rows);
});
