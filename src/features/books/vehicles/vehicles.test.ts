import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUp } from '../../../../test/helpers/factories.js';
import { auditRows, countOwnRows, insertBooksLoad, insertVehicle } from '../../../../test/helpers/books-factories.js';
import { startTestServer, type TestServer } from '../../../../test/helpers/test-server.js';
import { normaliseRegistration } from './schema.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const broker = () => signUp(server, 'broker');
const json = { accept: 'json' as const };

describe('vehicles', () => {
  test('registration numbers are normalised (state and Bharat series) and bad ones come back with 400', async () => {
    assert.equal(normaliseRegistration('mh 12 ab 1234'), 'MH12AB1234');
    assert.equal(normaliseRegistration('DL-1C-AB-1234'), 'DL1CAB1234');
    assert.equal(normaliseRegistration('22 BH 1234 AA'), '22BH1234AA');
    assert.equal(normaliseRegistration('KA01A1234'), 'KA01A1234');
    assert.equal(normaliseRegistration('XX12AB1234'), null, 'unknown state code');
    assert.equal(normaliseRegistration('MH12AB12345'), null);
    assert.equal(normaliseRegistration('22BH1234IO'), null, 'I and O are not used in the BH series');
    const b = await broker();
    const ok = await b.client.post('/ledger/vehicles', {
      registration_number: 'gj-05 xy 4321',
      truck_type: 'trailer',
      truck_length_ft: '40',
      capacity_tonnes: '28.5',
      driver_name: 'Raju',
      active: ['0', '1'],
    });
    assert.equal(ok.status, 302);
    const row = await server.db.selectFrom('vehicles').selectAll().where('ownerId', '=', b.id).executeTakeFirstOrThrow();
    assert.equal(row.registrationNumber, 'GJ05XY4321');
    assert.equal(row.capacityTonnes, 28.5);
    assert.equal(row.active, true);
    const bad = await b.client.post('/ledger/vehicles', { registration_number: 'TRUCK-1', truck_type: 'open', driver_name: 'Mohan', active: '0' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /Registration number must look like MH12AB1234/);
    assert.match(bad.text, /value="TRUCK-1"/);
    assert.match(bad.text, /value="Mohan"/);
    assert.equal(await countOwnRows(server.db, 'vehicles', b.id), 1);
  });

  test('one live vehicle per registration number per owner, even when added at the same moment', async () => {
    const b = await broker();
    const results = await Promise.all(Array.from({ length: 5 }, () => b.client.postJson('/ledger/vehicles', { registration_number: 'RJ14 CD 5678', truck_type: 'open' })));
    assert.equal(results.filter((r) => r.status === 201).length, 1);
    assert.ok(results.filter((r) => r.status !== 201).every((r) => r.status === 400 && r.json.error.details.registration_number));
    assert.equal(await countOwnRows(server.db, 'vehicles', b.id), 1);
    const other = await broker();
    assert.equal((await other.client.postJson('/ledger/vehicles', { registration_number: 'RJ14CD5678', truck_type: 'open' })).status, 201, 'another business may list the same truck');
  });

  test('a vehicle in use cannot be deleted; marking it inactive takes it off the active count', async () => {
    const b = await broker();
    const v = await insertVehicle(server.db, b.id, { registrationNumber: 'MH04AA1111' });
    await insertBooksLoad(server.db, b.id, { vehicleId: v.id });
    const del = await b.client.post(`/ledger/vehicles/${v.id}/delete`, {}, json);
    assert.equal(del.status, 409);
    assert.match(del.json.error.message, /mark it inactive/);
    assert.equal((await b.client.get('/ledger', json)).json.data.dashboard.active_vehicles, 1);
    const off = await b.client.post(`/ledger/vehicles/${v.id}`, { registration_number: 'MH04AA1111', truck_type: 'open', active: '0' });
    assert.equal(off.status, 302);
    assert.equal((await b.client.get('/ledger', json)).json.data.dashboard.active_vehicles, 0);
    const spare = await insertVehicle(server.db, b.id);
    assert.equal((await b.client.post(`/ledger/vehicles/${spare.id}/delete`)).status, 302);
    assert.equal((await auditRows(server.db, 'vehicles', spare.id)).at(-1)!.action, 'SOFT_DELETE');
    const list = await b.client.get('/ledger/vehicles', json);
    assert.deepEqual(
      list.json.data.vehicles.map((x: { id: string }) => x.id),
      [v.id],
    );
  });

  test("cannot edit or delete another broker's vehicle", async () => {
    const owner = await broker();
    const other = await broker();
    const v = await insertVehicle(server.db, owner.id);
    assert.equal((await other.client.get(`/ledger/vehicles/${v.id}/edit`)).status, 404);
    assert.equal((await other.client.post(`/ledger/vehicles/${v.id}`, { registration_number: 'MH01AA0001', truck_type: 'open' })).status, 404);
    assert.equal((await other.client.post(`/ledger/vehicles/${v.id}/delete`)).status, 404);
    const row = await server.db.selectFrom('vehicles').selectAll().where('id', '=', v.id).executeTakeFirstOrThrow();
    assert.equal(row.registrationNumber, v.registrationNumber);
    assert.equal(row.deletedAt, null);
  });
});
