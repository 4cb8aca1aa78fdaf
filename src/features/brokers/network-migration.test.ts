/**
 * Migration 032 on a database that already has driver networks: memberships
 * made without the driver's consent become pending invitations, the drivers
 * are told, and the broker no longer sees their phone until they accept.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { databaseBefore } from '../../../test/helpers/database-before.js';

test('032 turns memberships that predate consent into pending invitations and notifies their drivers', async () => {
  // The schema as it was before 032.
  const before = await databaseBefore(32);
  const { db } = before;
  try {
    const users = await db.query<{ id: string; username: string }>(
      `INSERT INTO users (username, name, role, phone) VALUES
         ('old-broker', 'Old Broker', 'broker', null), ('old-driver', 'Old Driver', 'driver', '98000 11111'), ('other-driver', 'Other Driver', 'driver', null)
       RETURNING id, username`,
    );
    const id = Object.fromEntries(users.rows.map((r) => [r.username, r.id]));
    await db.query(`INSERT INTO broker_network (broker_id, driver_id, created_at) VALUES ($1, $2, '2026-01-02T03:04:05Z')`, [id['old-broker'], id['old-driver']]);

    await before.migrateAll();

    assert.equal((await db.query('SELECT 1 FROM broker_network')).rowCount, 0, 'no membership without consent');
    const inv = await db.query(`SELECT broker_id, driver_id, status, created_at FROM broker_invitations`);
    assert.equal(inv.rowCount, 1);
    assert.equal(inv.rows[0].broker_id, id['old-broker']);
    assert.equal(inv.rows[0].driver_id, id['old-driver']);
    assert.equal(inv.rows[0].status, 'pending');
    assert.equal(new Date(inv.rows[0].created_at).toISOString(), '2026-01-02T03:04:05.000Z', 'dated when the broker added the driver');
    const notes = await db.query(`SELECT user_id, kind, title, link FROM notifications`);
    assert.deepEqual(notes.rows, [{ user_id: id['old-driver'], kind: 'network_invitation', title: 'Old Broker invites you to their driver network', link: '/driver/network' }]);
  } finally {
    await before.drop();
  }
});
