/**
 * Migrations 076, 077 and 078 on a database that already has loads: a load to or from a town the gazetteer learnt
 * had no road distance (037 leaves it empty for a city it has no point for); the migrations give those loads
 * their distance, leave every other load as it was, and write neither an audit row nor a board change (filling
 * in a derived column is no change of the load).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { databaseBefore } from '../../../test/helpers/database-before.js';

test('076, 077 and 078 give loads of the new towns their road distance, and change nothing else', async () => {
  // The schema as it was before 076.
  const before = await databaseBefore(76);
  const { db } = before;
  try {
    const owner = await db.query<{ id: string }>(`INSERT INTO users (username, name, role, phone) VALUES ('old-shipper', 'Old Shipper', 'shipper', null) RETURNING id`);
    const routes = [
      ['Sirsa', 'Delhi'], // a town of 076
      ['Raipur', 'Dhamtari'], // a town of 077
      ['Jammu', 'Udhampur'], // a town of 078
      ['Delhi', 'Mumbai'], // both known before
      ['Nowhere Town', 'Delhi'], // still outside the gazetteer
    ];
    for (const [origin, destination] of routes) {
      await db.query(
        `INSERT INTO loads (owner_id, origin, destination, origin_key, destination_key, pickup_date, truck_type, weight_tonnes, price_paise, updated_at)
         VALUES ($1, $2, $3, lower($2), lower($3), '2026-12-01', 'open', 10, 5000000, '2026-11-01T10:00:00Z')`,
        [owner.rows[0]?.id, origin, destination],
      );
    }
    const distances = async () =>
      Object.fromEntries(
        (await db.query<{ route: string; distance_km: number | null }>(`SELECT origin || '-' || destination AS route, distance_km FROM loads`)).rows.map((r) => [r.route, r.distance_km]),
      );
    const old = await distances();
    assert.equal(old['Sirsa-Delhi'], null, 'no distance before the town was known');
    assert.equal(old['Raipur-Dhamtari'], null);
    assert.equal(old['Jammu-Udhampur'], null);
    assert.ok((old['Delhi-Mumbai'] ?? 0) > 1000, 'a known route has its distance already');
    const count = async (table: string) => Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    const audits = await count('audit_logs');
    const changes = await count('load_board_changes');

    await before.migrateAll();

    const now = await distances();
    // Sirsa to Delhi is about 240 km by road, Raipur to Dhamtari about 65, Jammu to Udhampur about 65.
    assert.ok((now['Sirsa-Delhi'] ?? 0) > 200 && (now['Sirsa-Delhi'] ?? 0) < 320, `Sirsa-Delhi ${now['Sirsa-Delhi']} km`);
    assert.ok((now['Raipur-Dhamtari'] ?? 0) > 40 && (now['Raipur-Dhamtari'] ?? 0) < 100, `Raipur-Dhamtari ${now['Raipur-Dhamtari']} km`);
    assert.ok((now['Jammu-Udhampur'] ?? 0) > 40 && (now['Jammu-Udhampur'] ?? 0) < 110, `Jammu-Udhampur ${now['Jammu-Udhampur']} km`);
    assert.equal(now['Delhi-Mumbai'], old['Delhi-Mumbai'], 'a load that had its distance keeps it');
    assert.equal(now['Nowhere Town-Delhi'], null, 'a place still unknown stays without a distance');
    assert.equal(await count('audit_logs'), audits, 'no audit row for a derived column');
    assert.equal(await count('load_board_changes'), changes, 'no board change for a derived column');
    const touched = await db.query(`SELECT 1 FROM loads WHERE updated_at <> '2026-11-01T10:00:00Z'`);
    assert.equal(touched.rowCount, 0, 'no load is shown as edited');
  } finally {
    await before.drop();
  }
});
