import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorruptData } from './corruptData.ts';
import { poolRepository, stagePlay } from './pools.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

describe('pool repository', () => {
  let database: TestDatabase;
  let eventId: string;
  let playerId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { prisma } = database.db;
    const event = await prisma.event.create({
      data: { name: 'Sealed', format: 'sealed', bestOf: 1, roundMinutes: 50 },
    });
    const player = await prisma.player.create({ data: { firstName: 'Ash', lastName: 'Ketchum', dciNumber: '1001' } });
    await prisma.registration.create({ data: { eventId: event.id, playerId: player.id } });
    eventId = event.id;
    playerId = player.id;
  });
  afterAll(() => database.close());

  it('stores a pool for its stage with its audit entry and reads it back', async () => {
    const { db } = database;
    const cards = [{ cardId: 'base1-1', count: 2 }];
    const saved = await db.transaction((tx) => poolRepository.save(tx, eventId, playerId, 'pods', cards, 'judge'));
    expect(saved).toMatchObject({ playerId, stage: 'pods', cards, total: 2 });
    expect(await poolRepository.get(db.prisma, eventId, playerId)).toEqual(saved);
    expect(await poolRepository.registered(db.prisma, eventId, playerId)).toEqual(saved);
    expect(await poolRepository.facts(db.prisma, eventId, playerId)).toEqual({
      stage: 'pods',
      play: { roundOnePaired: false, cutMade: false },
      deckStage: null,
    });
    const audit = await db.prisma.auditEntry.findMany({ where: { eventId, action: 'pool.register' } });
    expect(audit).toMatchObject([{ actor: 'judge', before: null, after: { playerId, stage: 'pods', total: 2 } }]);
  });

  it('reports how far play has gone', async () => {
    expect(await stagePlay(database.db.prisma, eventId)).toEqual({ roundOnePaired: false, cutMade: false });
  });

  it('starts the stage’s deck-building timer and reads it back', async () => {
    const { db } = database;
    const started = await db.transaction((tx) => poolRepository.startDeckBuilding(tx, eventId, 'pods', 'judge'));
    expect(started).toMatchObject({ stage: 'pods', minutes: 30 });
    expect(await poolRepository.deckBuilding(db.prisma, eventId)).toEqual(started);
  });

  it('throws CorruptData for a stored pool of the wrong shape', async () => {
    const { prisma } = database.db;
    await prisma.pool.updateMany({ where: { eventId, playerId }, data: { cards: [{ cardId: 'base1-1' }] } });
    await expect(poolRepository.get(prisma, eventId, playerId)).rejects.toThrow(CorruptData);
  });

  it('answers NOT_REGISTERED and POOL_NOT_FOUND for a player not in the event', async () => {
    const stranger = '00000000-0000-4000-8000-000000000000';
    await expect(poolRepository.facts(database.db.prisma, eventId, stranger)).rejects.toMatchObject({
      code: 'NOT_REGISTERED',
    });
    await expect(poolRepository.registered(database.db.prisma, eventId, stranger)).rejects.toMatchObject({
      code: 'POOL_NOT_FOUND',
    });
  });
});
