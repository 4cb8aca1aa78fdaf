/**
 * The demo's books (scripts/seed-demo.ts): the demo shipper and broker each get three clients with GSTINs and
 * seven books-only loads over the last hundred days (delivered and invoiced, paid in part, paid in full, delivered
 * and not yet invoiced, on the road, upcoming), so the dashboard, the receivables with their ageing, the invoices
 * and the statements show figures; and the demo broker gets one board load that the demo driver bid on, was
 * accepted for and delivered with a proof of delivery, so the driver can bill it ("Create invoice" on the trip).
 *
 * Everything goes through the features' own use cases (createShipper, createBooksLoad, issueFreightInvoice with a
 * back-dated issue day, recordPayment, postLoad, placeBid, acceptBid, advanceTrip, deliverTrip), so numbering,
 * triggers and audit rows are the real ones. Idempotent: an owner who already has clients gets no books, and the
 * board trip is made only when the demo driver has no trip on a load of the demo broker.
 */
import sharp from 'sharp';
import type { Database } from '../../src/db/database.js';
import type { SessionUser } from '../../src/http/context.js';
import { UploadedFile } from '../../src/http/multipart.js';
import { acceptBid, placeBid } from '../../src/features/bids/service.js';
import { placeBidSchema } from '../../src/features/bids/schema.js';
import { shipperSchema } from '../../src/features/books/clients/schema.js';
import { createShipper } from '../../src/features/books/clients/service.js';
import { booksLoadSchema, loadLinksSchema } from '../../src/features/books/loads/schema.js';
import { createBooksLoad, linkLoad } from '../../src/features/books/loads/service.js';
import { paymentSchema } from '../../src/features/books/payments/schema.js';
import { recordPayment } from '../../src/features/books/payments/service.js';
import { freightInvoiceSchema } from '../../src/features/invoices/schema.js';
import { issueFreightInvoice } from '../../src/features/invoices/service.js';
import { parseLoadInput } from '../../src/features/loads/schema.js';
import { postLoad } from '../../src/features/loads/service.js';
import { podSchema } from '../../src/features/trips/pod-schema.js';
import { deliverTrip } from '../../src/features/trips/pod-service.js';
import { advanceTrip } from '../../src/features/trips/service.js';
import { addDays, kolkataDate } from '../../src/lib/dates.js';

interface Client {
  name: string;
  contact: string;
  phone: string;
  gstin: string;
  city: string;
  address: string;
}

interface BooksLoad {
  client: number;
  from: string;
  to: string;
  /** Pickup, days from today (negative: past). */
  pickup: number;
  truck: string;
  tonnes: string;
  rupees: string;
  material: string;
  status: 'open' | 'in_transit' | 'delivered';
  /** Invoiced this many days after pickup, with this treatment and credit period. */
  invoice?: { after: number; treatment: 'forward_12' | 'forward_5' | 'reverse'; creditDays: number };
  /** Money received against the invoice (or the load): rupees, days from today, method. */
  received?: Array<{ rupees: string; on: number; method: 'bank' | 'upi' | 'cheque' | 'cash'; reference: string }>;
  /** Paid out for the trip (the truck's freight), rupees and days from today. */
  paidOut?: { rupees: string; on: number };
}

export interface DemoBooks {
  username: string;
  gstin: string;
  address: string;
  clients: Client[];
  loads: BooksLoad[];
}

/** Made-up GSTINs with valid check characters, in the clients' states. */
export const DEMO_BOOKS: DemoBooks[] = [
  {
    username: 'demo-broker',
    gstin: '03AAFCS4821K1ZF',
    address: 'SCO 14, Transport Nagar, Ludhiana',
    clients: [
      { name: 'Goyal Textiles', contact: 'Rajiv Goyal', phone: '98140 22110', gstin: '03AABFG5529L1ZG', city: 'Ludhiana', address: 'Focal Point Phase 8, Ludhiana' },
      { name: 'Mittal Auto Parts', contact: 'Neha Mittal', phone: '98111 70432', gstin: '06AACCM2217P1ZE', city: 'Gurugram', address: 'Plot 41, Udyog Vihar Phase 4, Gurugram' },
      { name: 'Bharat Cement Depot', contact: 'Vinod Kale', phone: '98200 51377', gstin: '27AAICB8812Q1Z0', city: 'Mumbai', address: 'Reay Road, Mumbai' },
    ],
    loads: [
      {
        client: 0,
        from: 'Ludhiana',
        to: 'Delhi',
        pickup: -100,
        truck: 'open',
        tonnes: '18',
        rupees: '38000',
        material: 'Cotton yarn',
        status: 'delivered',
        invoice: { after: 2, treatment: 'forward_12', creditDays: 30 },
        paidOut: { rupees: '34000', on: -96 },
      },
      {
        client: 1,
        from: 'Gurugram',
        to: 'Pune',
        pickup: -70,
        truck: 'container',
        tonnes: '12',
        rupees: '72500',
        material: 'Auto parts',
        status: 'delivered',
        invoice: { after: 3, treatment: 'forward_5', creditDays: 30 },
        received: [{ rupees: '40000', on: -40, method: 'bank', reference: 'UTR 4418 2201 7730' }],
      },
      {
        client: 0,
        from: 'Ludhiana',
        to: 'Kolkata',
        pickup: -45,
        truck: 'open',
        tonnes: '20',
        rupees: '96000',
        material: 'Hosiery cartons',
        status: 'delivered',
        invoice: { after: 2, treatment: 'reverse', creditDays: 15 },
        received: [{ rupees: '96000', on: -22, method: 'cheque', reference: 'Cheque 004512' }],
      },
      {
        client: 2,
        from: 'Mumbai',
        to: 'Nashik',
        pickup: -20,
        truck: 'tipper',
        tonnes: '25',
        rupees: '21000',
        material: 'Cement bags',
        status: 'delivered',
        invoice: { after: 1, treatment: 'forward_12', creditDays: 30 },
        received: [{ rupees: '10000', on: -6, method: 'upi', reference: 'UPI 6620 1187' }],
      },
      { client: 1, from: 'Gurugram', to: 'Jaipur', pickup: -6, truck: 'lcv', tonnes: '3.5', rupees: '14500', material: 'Gear boxes', status: 'delivered' },
      { client: 2, from: 'Mumbai', to: 'Surat', pickup: -1, truck: 'container', tonnes: '14', rupees: '26000', material: 'Cement bags', status: 'in_transit' },
      { client: 0, from: 'Ludhiana', to: 'Jaipur', pickup: 4, truck: 'open', tonnes: '16', rupees: '42000', material: 'Cotton yarn', status: 'open' },
    ],
  },
  {
    username: 'demo-shipper',
    gstin: '07AAGCS7310M1Z4',
    address: 'Plot 112, Mundka Industrial Area, Delhi',
    clients: [
      { name: 'Rastogi Packaging', contact: 'Amit Rastogi', phone: '98390 14522', gstin: '09AADFR6603H1Z7', city: 'Kanpur', address: 'Panki Industrial Area, Kanpur' },
      { name: 'Patel Polymers', contact: 'Hetal Patel', phone: '98250 66310', gstin: '24AAHCP4410N1ZD', city: 'Ahmedabad', address: 'GIDC Vatva, Ahmedabad' },
      { name: 'Jain Marbles', contact: 'Sunil Jain', phone: '98290 40118', gstin: '08AABCJ9051E1ZN', city: 'Jaipur', address: 'Sitapura Industrial Area, Jaipur' },
    ],
    loads: [
      {
        client: 2,
        from: 'Delhi',
        to: 'Jaipur',
        pickup: -95,
        truck: 'trailer',
        tonnes: '28',
        rupees: '46000',
        material: 'Steel plates',
        status: 'delivered',
        invoice: { after: 2, treatment: 'forward_12', creditDays: 30 },
      },
      {
        client: 0,
        from: 'Delhi',
        to: 'Kanpur',
        pickup: -64,
        truck: 'open',
        tonnes: '21',
        rupees: '41000',
        material: 'TMT bars',
        status: 'delivered',
        invoice: { after: 2, treatment: 'forward_12', creditDays: 30 },
        received: [{ rupees: '20000', on: -30, method: 'bank', reference: 'UTR 5521 0093 1182' }],
      },
      {
        client: 1,
        from: 'Delhi',
        to: 'Ahmedabad',
        pickup: -38,
        truck: 'open',
        tonnes: '24',
        rupees: '88000',
        material: 'Steel coils',
        status: 'delivered',
        invoice: { after: 1, treatment: 'reverse', creditDays: 21 },
        received: [{ rupees: '88000', on: -12, method: 'bank', reference: 'UTR 7781 4420 0391' }],
      },
      {
        client: 0,
        from: 'Delhi',
        to: 'Lucknow',
        pickup: -15,
        truck: 'open',
        tonnes: '19',
        rupees: '36500',
        material: 'Angle iron',
        status: 'delivered',
        invoice: { after: 1, treatment: 'forward_5', creditDays: 30 },
        received: [{ rupees: '15000', on: -4, method: 'upi', reference: 'UPI 3390 1276' }],
      },
      { client: 2, from: 'Delhi', to: 'Udaipur', pickup: -4, truck: 'trailer', tonnes: '30', rupees: '52000', material: 'Structural steel', status: 'delivered' },
      { client: 1, from: 'Delhi', to: 'Vadodara', pickup: -1, truck: 'open', tonnes: '22', rupees: '79000', material: 'Steel coils', status: 'in_transit' },
      { client: 0, from: 'Delhi', to: 'Kanpur', pickup: 3, truck: 'open', tonnes: '20', rupees: '40000', material: 'TMT bars', status: 'open' },
    ],
  },
];

async function sessionOf(db: Database, username: string): Promise<SessionUser | null> {
  const u = await db.selectFrom('users').select(['id', 'username', 'name', 'role', 'phone', 'plan']).where('username', '=', username).executeTakeFirst();
  if (!u) return null;
  return { id: u.id, username: u.username, name: u.name, role: u.role as SessionUser['role'], phone: u.phone, plan: u.plan as SessionUser['plan'], verified: false };
}

/** One owner's books, once: clients, loads, invoices (issued on their own day) and payments, oldest first. */
async function seedOwnerBooks(db: Database, spec: DemoBooks, log: (m: string) => void): Promise<void> {
  const user = await sessionOf(db, spec.username);
  if (!user) return;
  const hasClients = await db.selectFrom('shippers').select('id').where('ownerId', '=', user.id).limit(1).executeTakeFirst();
  if (hasClients) return;
  const today = kolkataDate();
  const clientIds: string[] = [];
  for (const c of spec.clients) {
    clientIds.push(await createShipper(db, user, shipperSchema.parse({ name: c.name, contact_name: c.contact, phone: c.phone, gstin: c.gstin, city: c.city, address: c.address })));
  }
  const sorted = [...spec.loads].sort((a, b) => a.pickup - b.pickup);
  for (const l of sorted) {
    const client = spec.clients[l.client] as Client;
    const loadId = await createBooksLoad(
      db,
      user,
      booksLoadSchema.parse({
        origin: l.from,
        destination: l.to,
        pickup_date: addDays(today, l.pickup),
        truck_type: l.truck,
        truck_length_ft: '',
        weight: l.tonnes,
        price: l.rupees,
        status: l.status,
        shipper_id: clientIds[l.client],
        vehicle_id: '',
        material: l.material,
        description: '',
        confirm_duplicate: '',
      }),
    );
    if (l.invoice) {
      const issued = addDays(today, l.pickup + l.invoice.after);
      const input = freightInvoiceSchema.parse({
        gst_treatment: l.invoice.treatment,
        amount: l.rupees,
        due_on: addDays(issued, l.invoice.creditDays),
        seller_gstin: spec.gstin,
        seller_address: spec.address,
        buyer_name: client.name,
        buyer_gstin: client.gstin,
        buyer_address: client.address,
      });
      const inv = await issueFreightInvoice(db, user, loadId, input, issued);
      for (const p of l.received ?? []) {
        await recordPayment(
          db,
          user,
          paymentSchema.parse({
            direction: 'received',
            amount: p.rupees,
            method: p.method,
            paid_on: addDays(today, p.on),
            load_id: '',
            shipper_id: '',
            invoice_id: inv.id,
            reference: p.reference,
            note: '',
          }),
        );
      }
    }
    if (l.paidOut) {
      await recordPayment(
        db,
        user,
        paymentSchema.parse({
          direction: 'paid',
          amount: l.paidOut.rupees,
          method: 'bank',
          paid_on: addDays(today, l.paidOut.on),
          load_id: loadId,
          shipper_id: '',
          invoice_id: '',
          reference: '',
          note: 'Truck freight',
        }),
      );
    }
  }
  log(`added the books of ${spec.username}: ${spec.clients.length} clients, ${spec.loads.length} loads`);
}

/** A small photo of a signed consignment note, for the demo trip's proof of delivery. */
async function podPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
  <rect width="480" height="360" fill="#8a7f70"/>
  <rect x="40" y="24" width="400" height="312" fill="#f6f1e4" transform="rotate(-3 240 180)"/>
  <g transform="rotate(-3 240 180)" font-family="sans-serif" fill="#333">
    <text x="64" y="70" font-size="22" font-weight="bold">SINGH ROADLINES</text>
    <text x="64" y="98" font-size="14">Consignment note 0417 · Ludhiana to Delhi</text>
    <text x="64" y="134" font-size="14">Goods: cotton yarn bales, 16 t</text>
    <text x="64" y="160" font-size="14">Received in good condition</text>
    <path d="M80 250 q30 -40 60 0 t60 0 t50 -10" stroke="#1d3f8f" stroke-width="3" fill="none"/>
    <text x="64" y="290" font-size="13">Receiver: Rajiv Goyal, Goyal Textiles</text>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** The demo broker's board load, carried and delivered by the demo driver (once), filed under the broker's first client. */
async function seedCarriedTrip(db: Database, log: (m: string) => void): Promise<void> {
  const broker = await sessionOf(db, 'demo-broker');
  const driver = await sessionOf(db, 'demo-driver');
  if (!broker || !driver) return;
  const done = await db
    .selectFrom('trips as t')
    .innerJoin('loads as l', 'l.id', 't.loadId')
    .select('t.id')
    .where('t.driverId', '=', driver.id)
    .where('l.ownerId', '=', broker.id)
    .limit(1)
    .executeTakeFirst();
  if (done) return;
  const today = kolkataDate();
  const parsed = parseLoadInput({
    origin: 'Ludhiana',
    destination: 'Delhi',
    pickup_date: today,
    truck_type: 'open',
    truck_length_ft: '19',
    weight: '16',
    price: '36000',
    material: 'Cotton yarn bales',
    description: 'Loading at Focal Point from 8 am. Tarpaulin needed.',
    contact_phone: '',
  });
  if (!parsed.ok) throw new Error(`the demo board load is refused: ${JSON.stringify(parsed.errors)}`);
  const load = await postLoad(db, broker, parsed.value);
  const { bid } = await placeBid(db, driver, load.id, placeBidSchema.parse({ amount: '35000', estimated_delivery: addDays(today, 1), note: 'Truck empty at Ludhiana, can load today.' }));
  const { trip } = await acceptBid(db, broker, bid.id, bid.amountPaise);
  // Accepted, the load is in the broker's books: filed under the client it is carried for.
  const client = await db.selectFrom('shippers').select('id').where('ownerId', '=', broker.id).where('name', '=', 'Goyal Textiles').executeTakeFirst();
  if (client) await linkLoad(db, broker, load.id, loadLinksSchema.parse({ shipper_id: client.id, vehicle_id: '' }));
  for (const step of ['en_route_to_pickup', 'loaded', 'in_transit'] as const) await advanceTrip(db, driver, trip.id, step);
  await deliverTrip(db, driver, trip.id, podSchema.parse({ photo: new UploadedFile('pod.jpg', await podPhoto()), receiver_name: 'Rajiv Goyal', code: '' }));
  log('added a board load of demo-broker carried and delivered by demo-driver');
}

/** The demo's books and its carried trip, each only once. */
export async function seedDemoBooks(db: Database, log: (m: string) => void = () => {}): Promise<void> {
  for (const spec of DEMO_BOOKS) await seedOwnerBooks(db, spec, log);
  await seedCarriedTrip(db, log);
}
