/**
 * Every role's pages in every language: each page answers in the language asked for (`?lang=`), with
 * `<html lang>` set, and a reader sees no English word of the product's own outside the allowlist of
 * test/helpers/english-left.ts (brand, GSTIN, UPI, km...). The records the pages show are written in Hindi
 * (names, goods, messages), so a Latin word left on a page is the product's, not the data's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOCALES } from '../src/lib/i18n/index.js';
import { englishLeft } from './helpers/english-left.js';
import { anonymous, insertAcceptedLoad, type SignedInUser, signInAdmin, signUp } from './helpers/factories.js';
import { insertDocument, kolkataDay } from './helpers/documents-factories.js';
import { insertBoardLoad } from './helpers/loads-factories.js';
import { insertMessage } from './helpers/messages-factories.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { insertBid } from './helpers/trips-factories.js';
import type { TestClient } from './helpers/client.js';

let server: TestServer;
const users: Partial<Record<'driver' | 'shipper' | 'broker' | 'admin', SignedInUser>> = {};
const pages: Record<'anon' | 'driver' | 'shipper' | 'broker' | 'admin', string[]> = { anon: [], driver: [], shipper: [], broker: [], admin: [] };

before(async () => {
  server = await startTestServer();
  const shipper = await signUp(server, 'shipper', { name: 'रमेश अग्रवाल' });
  const driver = await signUp(server, 'driver', { name: 'सुरेश यादव' });
  const broker = await signUp(server, 'broker', { name: 'महेश शर्मा' });
  const admin = await signInAdmin(server);
  await server.db.updateTable('users').set({ name: 'प्रशासक' }).where('id', '=', admin.id).execute();
  Object.assign(users, { shipper, driver, broker, admin });

  const open = await insertBoardLoad(server.db, shipper.id, { origin: 'Nagpur', destination: 'Hyderabad', pricePaise: 4_100_000, material: 'स्टील की कॉइल', description: 'सुबह 9 बजे लोडिंग' });
  await insertBoardLoad(server.db, broker.id, { origin: 'Pune', destination: 'Delhi', pricePaise: 5_200_000, material: 'कपड़ा' });
  await insertBid(server.db, open.id, driver.id, 3_900_000);
  const deal = await insertAcceptedLoad(server.db, shipper.id, driver.id, 4_000_000, 'in_transit');
  await server.db.updateTable('loads').set({ material: 'चावल', description: 'गोदाम नंबर 4' }).where('id', '=', deal.load.id).execute();
  // The carried load's documents: the driver's LR, an e-way bill extended once and expired again (the reminder to extend).
  const lrFile = await server.db
    .insertInto('files')
    .values({ ownerId: driver.id, kind: 'load_document', contentType: 'image/jpeg', sizeBytes: 3, bytes: Buffer.from([0xff, 0xd8, 0xff]) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db.insertInto('loadDocuments').values({ loadId: deal.load.id, kind: 'lr', number: 'LR/4471', fileId: lrFile.id, uploadedBy: driver.id }).execute();
  await server.db.transaction().execute(async (trx) => {
    const extended = '00000000-0000-4000-8000-00000000e0a1';
    const first = await trx
      .insertInto('loadDocuments')
      .values({ loadId: deal.load.id, kind: 'eway_bill', number: '123456789012', validUntil: '2026-01-02', uploadedBy: shipper.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('loadDocuments').set({ supersededAt: new Date(), supersededBy: extended }).where('id', '=', first.id).execute();
    await trx.insertInto('loadDocuments').values({ id: extended, loadId: deal.load.id, kind: 'eway_bill', number: '123456789012', validUntil: '2026-01-05', uploadedBy: shipper.id }).execute();
  });
  await insertMessage(server.db, driver.id, shipper.id, 'नमस्ते, गाड़ी तैयार है');
  await insertMessage(server.db, shipper.id, driver.id, 'ठीक है, कल सुबह आइए');
  // Documents in each state: an RC verified, a licence waiting, an insurance turned down (the reason in Hindi), a GSTIN and a PAN waiting.
  await insertDocument(server.db, driver.id, { kind: 'vehicle_rc', number: 'MH12AB1234', status: 'approved' });
  await insertDocument(server.db, driver.id, { kind: 'driving_licence', number: 'MH1420110062821', expiresOn: await kolkataDay(server.db, 20) });
  await insertDocument(server.db, driver.id, { kind: 'insurance', number: 'OG-24-1101-12345', expiresOn: await kolkataDay(server.db, 200), status: 'rejected', reason: 'फ़ोटो धुंधली है' });
  await insertDocument(server.db, shipper.id, { kind: 'gstin', number: '27AAPFU0939F1ZV' });
  await insertDocument(server.db, broker.id, { kind: 'pan', number: 'AAPFU0939F', status: 'approved' });
  // A report of the open load (the admin's queue has an entry; the driver's page still offers the form).
  await server.db.insertInto('loadReports').values({ loadId: open.id, ownerId: shipper.id, reporterId: broker.id, reason: 'advance_demanded', details: 'लोडिंग से पहले पैसे माँगे' }).execute();
  // A notification of each kind a later feature added, so the notification centre names each kind in every language.
  for (const kind of ['load_expired', 'document', 'load_reported']) {
    await server.db.insertInto('notifications').values({ userId: shipper.id, kind, title: 'सूचना', body: 'विवरण', link: null }).execute();
  }
  const audit = await server.db.selectFrom('auditLogs').select('id').orderBy('id', 'desc').executeTakeFirst();

  pages.anon = ['/', '/loadboard', '/about', '/contact', '/login', '/register', '/register/driver', '/register/shipper', '/offline'];
  pages.driver = [
    '/driver',
    '/marketplace',
    `/marketplace/load/${open.id}`,
    `/loads/${open.id}`,
    '/driver/bids',
    '/driver/trips',
    `/driver/trips/${deal.trip.id}`,
    `/loads/${deal.load.id}/documents`,
    '/driver/earnings',
    '/escrow',
    '/escrow/payout',
    '/messages',
    `/messages/${shipper.id}`,
    '/driver/network',
    '/driver/profile',
    '/marketplace/notifications',
    '/premium',
    '/documents',
  ];
  pages.shipper = [
    '/shipper',
    '/loads/new',
    '/loads/import',
    '/loads',
    '/shipper/loads',
    '/shipper/shipments',
    '/shipper/payments',
    `/loads/${open.id}`,
    `/loads/${open.id}/edit`,
    `/loads/${deal.load.id}`,
    `/loads/${deal.load.id}/track`,
    `/trips/${deal.trip.id}`,
    `/loads/${deal.load.id}/documents`,
    `/drivers/${driver.id}`,
    '/escrow',
    '/escrow/deposit',
    '/ledger',
    '/ledger/loads',
    '/ledger/loads/new',
    '/ledger/payments',
    '/ledger/payments/new',
    '/ledger/reports',
    '/ledger/shippers',
    '/ledger/shippers/new',
    '/ledger/vehicles',
    '/ledger/vehicles/new',
    '/messages',
    `/messages/${driver.id}`,
    '/marketplace/notifications',
    '/documents',
  ];
  pages.broker = ['/documents', '/broker', '/broker/loads/new', '/broker/loads', '/broker/network', '/broker/clients', '/broker/commissions', '/ledger', '/loads/import'];
  pages.admin = [
    '/admin',
    '/admin/users',
    '/admin/loads',
    '/admin/metrics',
    '/admin/documents',
    '/admin/documents?status=approved',
    '/admin/documents?status=rejected',
    '/admin/reports',
    '/escrow',
    '/escrow/admin/disputes',
    '/escrow/admin/ledger',
    '/escrow/admin/payouts',
    '/ledger/admin/deleted',
    '/audit-logs',
    `/loads/${deal.load.id}/documents`,
    ...(audit ? [`/audit-logs/${audit.id}`] : []),
  ];
});

after(async () => {
  await server?.close();
});

/**
 * The Latin words of the records this file made, which a page may show as written: usernames (Latin by their
 * rule), and on the audit log, which shows stored values as stored, the cities' stored names and search keys.
 */
function dataWords(path: string): string[] {
  const words = Object.values(users).flatMap((u) => (u as SignedInUser).username.match(/[a-z]+/gi) ?? []);
  if (path.startsWith('/audit-logs')) words.push('Delhi', 'Mumbai', 'Pune', 'Nagpur', 'Hyderabad');
  return words;
}

async function check(client: TestClient, path: string, lang: string): Promise<string | null> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await client.get(`${path}${sep}lang=${lang}`, { accept: 'html' });
  if (res.status !== 200) return `${path}: status ${res.status}`;
  if (!res.text.includes(`<html lang="${lang}"`)) return `${path}: <html lang> is not ${lang}`;
  if (lang === 'en') return null;
  const left = englishLeft(res.text, dataWords(path));
  return left.length ? `${path}: ${left.join(' ')}` : null;
}

describe('every role’s pages speak every language', () => {
  for (const role of ['anon', 'driver', 'shipper', 'broker', 'admin'] as const) {
    for (const lang of LOCALES) {
      test(`${role} in ${lang}`, async () => {
        const client = role === 'anon' ? anonymous(server) : (users[role] as SignedInUser).client;
        const problems: string[] = [];
        for (const path of pages[role]) {
          const problem = await check(client, path, lang);
          if (problem) problems.push(problem);
        }
        assert.deepEqual(problems, []);
      });
    }
  }
});
