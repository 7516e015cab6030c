import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRepository } from './events.ts';
import { cityChampionship, createTestDatabase, type TestDatabase } from './testing.ts';

describe('event repository', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('creates an event with its audit entry and lists it back as plain data', async () => {
    const { db } = database;
    const settings = {
      ...cityChampionship,
      name: 'League Cup',
      endDate: '2003-07-02',
      interpretationClass: 'B' as const,
      newSetHoldWeeks: 4,
    };
    const created = await db.transaction((tx) => eventRepository.create(tx, settings, 'organizer'));
    expect(created).toMatchObject({ ...settings, status: 'registration' });
    expect(await eventRepository.list(db.prisma)).toEqual([created]);
    expect(await eventRepository.get(db.prisma, created.id)).toEqual(created);
    const audit = await database.db.prisma.auditEntry.findMany({ where: { eventId: created.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: 'organizer',
      action: 'event.create',
      after: { name: 'League Cup', bestOf: 3 },
    });
  });

  it('stores the division groups with each group’s own Swiss rounds, and clears them with the groups', async () => {
    const { db } = database;
    const settings = {
      ...cityChampionship,
      name: 'Regional',
      date: '2003-03-15',
      endDate: null,
      bestOf: 1 as const,
      rounds: 7,
      scoring: { policy: 'playpokemon' as const, alternateScoring: false },
      interpretationClass: 'B' as const,
      newSetHoldWeeks: 4,
    };
    const created = await db.transaction((tx) => eventRepository.create(tx, settings, 'organizer'));
    expect(created).toMatchObject({ divisionGroups: null, groupRounds: null });
    const groups: ('juniors' | 'seniors' | 'masters')[][] = [['juniors'], ['seniors', 'masters']];
    const set = await db.transaction((tx) =>
      eventRepository.setDivisionGroups(tx, created, groups, 'organizer', [4, null]),
    );
    expect(await eventRepository.get(db.prisma, created.id)).toEqual(set);
    expect(set).toMatchObject({ divisionGroups: groups, groupRounds: [4, null] });
    const cleared = await db.transaction((tx) => eventRepository.setDivisionGroups(tx, set, null, 'organizer'));
    expect(cleared).toMatchObject({ divisionGroups: null, groupRounds: null });
    const audit = await db.prisma.auditEntry.findMany({
      where: { eventId: created.id, action: 'event.divisions' },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((a) => a.after)).toEqual([
      { divisionGroups: groups, groupRounds: [4, null] },
      { divisionGroups: null, groupRounds: null },
    ]);
  });

  it('keeps the audit trail append-only', async () => {
    const [entry] = await database.db.prisma.auditEntry.findMany({ take: 1 });
    await expect(
      database.db.prisma.auditEntry.update({ where: { id: entry!.id }, data: { reason: 'tampered' } }),
    ).rejects.toThrow(/append-only/);
    await expect(database.db.prisma.auditEntry.delete({ where: { id: entry!.id } })).rejects.toThrow(/append-only/);
  });
});
