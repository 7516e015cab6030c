import { describe, expect, it } from 'vitest';
import { EVENT_TABLES } from './eventSnapshots.ts';
import { useRawTestClient } from './rawTestClient.ts';

/** Tables of an event a snapshot deliberately leaves out: who runs it, the trail that outlives it, what is derived. */
// A job (#32) names the event its import writes; the job is the account's, not the event's.
const LEFT_OUT = ['AuditEntry', 'EventVersion', 'MatchChange', 'EventSnapshot', 'EventStaff', 'Invitation', 'Job'];

describe('a snapshot holds every table of an event', () => {
  const raw = useRawTestClient();

  it('names every table with an event id, or under one by a foreign key, as snapshotted or left out', async () => {
    const withEventId = await raw.client.query<{ table: string }>(
      `SELECT table_name AS table FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'eventId'`,
    );
    const keys = await raw.client.query<{ child: string; parent: string }>(
      `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c WHERE c.contype = 'f'`,
    );
    const unquote = (name: string) => name.replace(/^"|"$/g, '');
    const ofEvent = new Set(withEventId.rows.map((r) => r.table));
    for (let grew = true; grew;) {
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
