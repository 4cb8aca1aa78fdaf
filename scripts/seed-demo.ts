/**
 * npm run seed:demo [-- --loads N]
 *
 * Fills a database with demo users (known passwords, printed at the end) and
 * open loads on real Indian lanes, with truck types, weights, freight and
 * pickup dates in the ranges transporters quote. Without --loads it adds 60
 * loads the first time (and none when the demo shippers already have loads);
 * --loads N always adds N loads (for benchmarks). The demo shipper and broker
 * also get books with content (clients, books-only loads, invoices, part
 * payments, ageing) and the demo driver a delivered trip of the broker's, once
 * (scripts/lib/demo-books.ts).
 *
 * Database: DATABASE_URL, else the embedded server the app is running under
 * DATA_DIR, else it starts the embedded server under DATA_DIR itself (migrating
 * first) and stops it afterwards. Running it twice is safe: existing demo users
 * are kept as they are.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { config } from '../src/config.js';
import { openDatabase, withActor, type Database } from '../src/db/database.js';
import { embeddedUrlFromDataDir, startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';
import { canonicalCityName, resolveCity, distanceKm } from '../src/geo/cities.js';
import { registerUser } from '../src/features/accounts/service.js';
import { addDays, kolkataDate } from '../src/lib/dates.js';
import { DEMO_BOOKS, seedDemoBooks } from './lib/demo-books.js';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  username: string;
  name: string;
  role: 'shipper' | 'broker' | 'driver';
  phone: string;
  companyName?: string;
  city: string;
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'demo-shipper', name: 'Anil Sharma', role: 'shipper', phone: '98110 24567', companyName: 'Sharma Steel Traders', city: 'Delhi' },
  { username: 'demo-shipper2', name: 'Kavita Patel', role: 'shipper', phone: '98250 41873', companyName: 'Patel Agro Exports', city: 'Ahmedabad' },
  { username: 'demo-shipper3', name: 'Suresh Iyer', role: 'shipper', phone: '98400 77120', companyName: 'Iyer Auto Components', city: 'Chennai' },
  { username: 'demo-broker', name: 'Harpreet Singh', role: 'broker', phone: '98140 33921', companyName: 'Singh Roadlines', city: 'Ludhiana' },
  { username: 'demo-driver', name: 'Ramesh Yadav', role: 'driver', phone: '99580 11234', city: 'Gurugram' },
  { username: 'demo-driver2', name: 'Murugan Selvam', role: 'driver', phone: '94440 56781', city: 'Chennai' },
];

// Freight hubs weighted roughly by the truck traffic they generate.
const HUBS: Array<[string, number]> = [
  ['Delhi', 10],
  ['Mumbai', 8],
  ['Bhiwandi', 4],
  ['Nhava Sheva', 4],
  ['Chennai', 7],
  ['Bengaluru', 7],
  ['Kolkata', 6],
  ['Ahmedabad', 6],
  ['Pune', 5],
  ['Hyderabad', 6],
  ['Surat', 4],
  ['Ludhiana', 4],
  ['Jaipur', 4],
  ['Nagpur', 4],
  ['Indore', 4],
  ['Gurugram', 4],
  ['Kanpur', 3],
  ['Lucknow', 3],
  ['Coimbatore', 3],
  ['Vadodara', 3],
  ['Rajkot', 2],
  ['Nashik', 2],
  ['Raipur', 2],
  ['Visakhapatnam', 2],
  ['Guwahati', 2],
  ['Patna', 2],
  ['Kochi', 2],
  ['Mundra', 3],
  ['Kandla', 2],
  ['Jamshedpur', 2],
  ['Bhopal', 2],
  ['Aurangabad', 2],
  ['Hosur', 2],
  ['Chakan', 2],
  ['Panipat', 2],
  ['Baddi', 1],
  ['Rudrapur', 1],
  ['Vapi', 2],
  ['Ankleshwar', 2],
  ['Morbi', 1],
  ['Pithampur', 1],
  ['Siliguri', 1],
  ['Haldia', 1],
  ['Vijayawada', 2],
  ['Tiruppur', 2],
  ['Madurai', 1],
  ['Sriperumbudur', 2],
];

interface TruckProfile {
  type: string;
  share: number;
  tonnes: [number, number];
  lengths: number[];
  /** Freight in rupees per road kilometre for a full truck. */
  ratePerKm: [number, number];
  materials: string[];
}

const TRUCKS: TruckProfile[] = [
  {
    type: 'open',
    share: 30,
    tonnes: [9, 25],
    lengths: [17, 19, 22, 24],
    ratePerKm: [42, 58],
    materials: ['Steel coils', 'TMT bars', 'Cement bags', 'Marble slabs', 'Cotton bales', 'Onions', 'Rice bags', 'Fertiliser bags', 'Tiles'],
  },
  {
    type: 'container',
    share: 22,
    tonnes: [7, 24],
    lengths: [20, 32, 40],
    ratePerKm: [52, 72],
    materials: ['FMCG cartons', 'Auto parts', 'Garments', 'Electronics', 'Pharma cartons', 'Export cargo', 'Appliances'],
  },
  { type: 'trailer', share: 12, tonnes: [20, 40], lengths: [40, 45, 48, 50], ratePerKm: [78, 105], materials: ['Machinery', 'Steel plates', 'Wind turbine parts', 'Transformers', 'Structural steel'] },
  { type: 'lcv', share: 10, tonnes: [1, 4], lengths: [8, 10, 14], ratePerKm: [16, 24], materials: ['Furniture', 'Household goods', 'Parcels', 'Textiles', 'Hardware'] },
  { type: 'tanker', share: 8, tonnes: [10, 30], lengths: [], ratePerKm: [58, 80], materials: ['Edible oil', 'Chemicals', 'Milk', 'Bitumen', 'Molasses'] },
  { type: 'tipper', share: 8, tonnes: [15, 35], lengths: [], ratePerKm: [48, 64], materials: ['Sand', 'Aggregates', 'Coal', 'Fly ash', 'Iron ore'] },
  { type: 'reefer', share: 6, tonnes: [5, 20], lengths: [20, 32], ratePerKm: [72, 95], materials: ['Frozen fish', 'Dairy products', 'Vaccines', 'Fruits', 'Ice cream', 'Frozen chicken'] },
  { type: 'other', share: 4, tonnes: [2, 30], lengths: [], ratePerKm: [40, 70], materials: ['Vehicles', 'Project cargo', 'Scrap', 'Paper reels'] },
];

const NOTES = [
  'Loading from 9 am, labour available at both ends.',
  'Unloading at the warehouse dock; driver to carry tarpaulin.',
  'Material is packed and palletised. Toll and RTO extra as actual.',
  'Advance 80% on loading, balance on delivery with POD.',
  'Two-point unloading within the city.',
  'GST bill and e-way bill ready. Need a GPS-fitted truck.',
  '',
];

/** A small deterministic PRNG (mulberry32), so a given seed makes the same data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(items: Array<[T, number]>, r: number): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = r * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return items[items.length - 1][0];
}

export interface GeneratedLoad {
  id: string;
  ownerId: string;
  origin: string;
  destination: string;
  pickupDate: string;
  truckType: string;
  truckLengthFt: number | null;
  weightTonnes: number;
  pricePaise: number | null;
  material: string;
  description: string | null;
  contactPhone: string;
  status: 'open' | 'cancelled';
  createdAt: Date;
}

/**
 * Makes `count` loads for the given owners. `cancelledShare` of them are
 * cancelled loads from the past weeks (a board at scale carries history); the
 * rest are open, posted in the last 10 days with a pickup in the next 3 weeks.
 */
export function generateLoads(owners: Array<{ id: string; phone: string }>, count: number, opts: { seed?: number; cancelledShare?: number } = {}): GeneratedLoad[] {
  const rand = rng(opts.seed ?? 20260101);
  const today = kolkataDate();
  const now = Date.now();
  const hubs = HUBS.map(([name, w]) => [canonicalCityName(name), w] as [string, number]);
  const trucks = TRUCKS.map((t) => [t, t.share] as [TruckProfile, number]);
  const out: GeneratedLoad[] = [];
  for (let i = 0; i < count; i++) {
    const origin = weighted(hubs, rand());
    let destination = weighted(hubs, rand());
    while (destination === origin) destination = weighted(hubs, rand());
    const truck = weighted(trucks, rand());
    const tonnes = Math.round((truck.tonnes[0] + rand() * (truck.tonnes[1] - truck.tonnes[0])) * 2) / 2;
    const a = resolveCity(origin)!;
    const b = resolveCity(destination)!;
    const roadKm = Math.max(40, distanceKm(a, b) * 1.25);
    const rate = truck.ratePerKm[0] + rand() * (truck.ratePerKm[1] - truck.ratePerKm[0]);
    const rupees = Math.max(3000, Math.round((roadKm * rate) / 500) * 500);
    const cancelled = rand() < (opts.cancelledShare ?? 0);
    const ageMinutes = cancelled ? 60 * 24 * (10 + rand() * 50) : rand() * 60 * 24 * 10;
    const createdAt = new Date(now - ageMinutes * 60_000);
    const pickupDate = cancelled ? addDays(today, -Math.floor(rand() * 40) - 1) : addDays(today, Math.floor(rand() * 21));
    const owner = owners[Math.floor(rand() * owners.length)];
    const note = NOTES[Math.floor(rand() * NOTES.length)];
    out.push({
      id: randomUUID(),
      ownerId: owner.id,
      origin,
      destination,
      pickupDate,
      truckType: truck.type,
      truckLengthFt: truck.lengths.length ? truck.lengths[Math.floor(rand() * truck.lengths.length)] : null,
      weightTonnes: tonnes,
      pricePaise: rand() < 0.15 ? null : rupees * 100,
      material: truck.materials[Math.floor(rand() * truck.materials.length)],
      description: note || null,
      contactPhone: owner.phone,
      status: cancelled ? 'cancelled' : 'open',
      createdAt,
    });
  }
  return out;
}

/** Inserts loads in batches (one INSERT ... SELECT FROM unnest per batch), audited as the system. */
export async function insertLoads(db: Database, loads: GeneratedLoad[], batch = 5000, onProgress?: (done: number) => void): Promise<void> {
  for (let i = 0; i < loads.length; i += batch) {
    const part = loads.slice(i, i + batch);
    const col = <K extends keyof GeneratedLoad>(k: K) => part.map((l) => l[k]);
    await withActor(db, null, async (trx) => {
      await sql`
        INSERT INTO loads (id, owner_id, origin, destination, origin_key, destination_key, pickup_date, truck_type,
                           truck_length_ft, weight_tonnes, price_paise, material, description, contact_phone, status,
                           created_at, updated_at)
        SELECT id, owner_id, origin, destination, lower(origin), lower(destination), pickup_date, truck_type,
               truck_length_ft, weight_tonnes, price_paise, material, description, contact_phone, status, created_at, created_at
          FROM unnest(${col('id')}::uuid[], ${col('ownerId')}::uuid[], ${col('origin')}::text[], ${col('destination')}::text[],
                      ${col('pickupDate')}::date[], ${col('truckType')}::text[], ${col('truckLengthFt')}::int[],
                      ${col('weightTonnes')}::numeric[], ${col('pricePaise')}::bigint[], ${col('material')}::text[],
                      ${col('description')}::text[], ${col('contactPhone')}::text[], ${col('status')}::text[],
                      ${col('createdAt')}::timestamptz[])
            AS t(id, owner_id, origin, destination, pickup_date, truck_type, truck_length_ft, weight_tonnes, price_paise,
                 material, description, contact_phone, status, created_at)
      `.execute(trx);
    });
    onProgress?.(Math.min(i + batch, loads.length));
  }
}

/** Creates the demo users that do not exist yet; returns every demo user's id. */
export async function ensureDemoUsers(db: Database): Promise<{ users: Array<DemoUser & { id: string }>; created: string[] }> {
  const created: string[] = [];
  const users: Array<DemoUser & { id: string }> = [];
  for (const u of DEMO_USERS) {
    let row = await db.selectFrom('users').select('id').where('username', '=', u.username).executeTakeFirst();
    if (!row) {
      const gstin = DEMO_BOOKS.find((b) => b.username === u.username)?.gstin ?? null;
      await registerUser(db, { name: u.name, username: u.username, password: DEMO_PASSWORD, role: u.role, phone: u.phone }, { companyName: u.companyName ?? null, city: u.city, gstin });
      row = await db.selectFrom('users').select('id').where('username', '=', u.username).executeTakeFirstOrThrow();
      created.push(u.username);
    }
    users.push({ ...u, id: row.id });
  }
  return { users, created };
}

/** Seeds users, loads, and (once) the demo books and carried trip; `loads` null means the default demo set (60 loads, once). */
export async function seedDemo(db: Database, opts: { loads: number | null; log?: (m: string) => void }): Promise<{ users: Array<DemoUser & { id: string }>; loadsAdded: number }> {
  const log = opts.log ?? (() => {});
  const { users, created } = await ensureDemoUsers(db);
  if (created.length) log(`created demo users: ${created.join(', ')}`);
  const posters = users.filter((u) => u.role === 'shipper' || u.role === 'broker').map((u) => ({ id: u.id, phone: u.phone }));
  let count = opts.loads;
  if (count === null) {
    const existing = await db
      .selectFrom('loads')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(
        'ownerId',
        'in',
        posters.map((p) => p.id),
      )
      .executeTakeFirstOrThrow();
    count = existing.n > 0 ? 0 : 60;
    if (count === 0) log('the demo shippers already have loads; none added (use --loads N to add more)');
  }
  if (count > 0) {
    const loads = generateLoads(posters, count, { seed: Date.now() % 1_000_000, cancelledShare: opts.loads === null ? 0 : 0.2 });
    await insertLoads(db, loads, 5000, (done) => count! >= 20000 && log(`  ${done} / ${count} loads`));
    log(`added ${count} loads`);
  }
  await seedDemoBooks(db, log);
  return { users, loadsAdded: count };
}

function parseArgs(argv: string[]): { loads: number | null } {
  const i = argv.indexOf('--loads');
  if (i === -1) return { loads: null };
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 0 || n > 5_000_000) throw new Error('--loads needs a whole number from 0 to 5000000');
  return { loads: n };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const cfg = config();
  let embedded: EmbeddedServer | null = null;
  let url = cfg.DATABASE_URL ?? (await embeddedUrlFromDataDir(cfg.DATA_DIR));
  if (url) console.log(cfg.DATABASE_URL ? 'Using DATABASE_URL' : `Using the running app's embedded PostgreSQL (${cfg.DATA_DIR})`);
  if (!url) {
    console.log(`Starting the embedded PostgreSQL under ${cfg.DATA_DIR}`);
    embedded = await startEmbeddedPostgres({ dataDir: cfg.DATA_DIR });
    url = embedded.url;
  }
  const handle = openDatabase(url, { max: 4 });
  try {
    await migrate(url, { log: (m) => console.log(m) });
    const started = Date.now();
    const { users, loadsAdded } = await seedDemo(handle.db, { loads: args.loads, log: (m) => console.log(m) });
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s (${loadsAdded} loads added).\n`);
    console.log(`Demo sign-ins (password for all of them: ${DEMO_PASSWORD}):`);
    for (const u of users) console.log(`  ${u.role.padEnd(8)} ${u.username.padEnd(14)} ${u.name}${u.companyName ? `, ${u.companyName}` : ''} (${u.city})`);
    const admin = await handle.db.selectFrom('users').select('passwordHash').where('username', '=', 'admin').executeTakeFirst();
    console.log(admin?.passwordHash ? '  admin    admin          (password chosen at /setup)' : '  admin    admin          (no password yet: choose it at /setup)');
    console.log(`\nOpen ${cfg.BASE_URL}/login and sign in, or browse ${cfg.BASE_URL}/loadboard without an account.`);
  } finally {
    await handle.close();
    await embedded?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
