import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRepository } from './events.ts';
import { eventVersion, versionsBumped } from './liveChanges.ts';
import { cityChampionship, createTestDatabase, type TestDatabase } from './testing.ts';

describe('a committed write and the version this instance knows', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.changes.listening();
  });
  afterAll(() => database.close());

  it('knows the version a transaction bumped as soon as it commits, without waiting for the notification', async () => {
    const { db } = database;
    const created = await db.transaction((tx) => eventRepository.create(tx, cityChampionship, 'organizer'));
    for (const name of ['City Championship (day 2)', 'City Championship (finals)']) {
      await db.transaction((tx) => tx.event.update({ where: { id: created.id }, data: { name } }));
      const version = db.changes.knownVersion(created.id);
      expect(version).toBeGreaterThan(0);
      expect(version).toBe(await eventVersion(db.prisma, created.id));
    }
  });

  it('finds no version bumped by a transaction that only read', async () => {
    const { db } = database;
    expect(await db.transaction(async (tx) => (await tx.event.count(), versionsBumped(tx)))).toEqual([]);
  });
});
