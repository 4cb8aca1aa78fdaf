import { parseChat } from '../src/features/chat-import/parser.js';
const ref = process.env.REF ?? '2027-01-18';
for (const text of process.argv.slice(2)) {
  const got = parseChat(text, { referenceDate: ref });
  console.log('>>', JSON.stringify(text));
  for (const c of got) console.log('  ', JSON.stringify({ o: c.origin, d: c.destination, t: c.truck_type, ft: c.truck_length_ft, w: c.weight, p: c.price, r: c.rate_per_tonne, dt: c.pickup_date, m: c.material, ph: c.phone }));
  if (!got.length) console.log('   (none)');
}
