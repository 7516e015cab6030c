import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TABLES } from './eventSnapshots.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

/** Tables of an event a snapshot deliberately leaves out: who runs it, the trail that outlives it, what is derived. */
const LEFT_OUT = ['AuditEntry', 'EventVersion', 'EventSnapshot', 'EventStaff', 'Invitation'];

describe('a snapshot holds every table of an event', () => {
  let database: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.close();
  });

  it('names every table with an event id, or under one by a foreign key, as snapshotted or left out', async () => {
    const withEventId = await client.query<{ table: string }>(`SELECT table_name AS table FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'eventId'`);
    const keys = await client.query<{ child: string; parent: string }>(
      `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c WHERE c.contype = 'f'`,
    );
    const unquote = (name: string) => name.replace(/^"|"$/g, '');
    const ofEvent = new Set(withEventId.rows.map((r) => r.table));
    for (let grew = true; grew; ) {
      grew = false;
      for (const { child, parent } of keys.rows) {
        if (unquote(parent) !== 'Event' && ofEvent.has(unquote(parent)) && !ofEvent.has(unquote(child))) {
          ofEvent.add(unquote(child));
          grew = true;
        }
      }
    }
    expect([...ofEvent].sort()).toEqual([...EVENT_TABLES.map(([table]) => table), ...LEFT_OUT].sort());
  });
});
