import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEventState } from './eventState.ts';
import { eventRepository } from './events.ts';
import { matchRepository } from './matches.ts';
import { refreshEventState, type VersionedState } from './stateRefresh.ts';
import { cityChampionship, createTestDatabase, type TestDatabase } from './testing.ts';

const outcome = (winner: string, loser: string) => ({
  winner,
  gameWins: { [winner]: 2, [loser]: 0 },
  gamesDrawn: 0,
  points: { [winner]: 3, [loser]: 0 },
  decidedOnPrizes: false,
});

describe('an event state refreshed from the one kept', () => {
  let database: TestDatabase;
  beforeAll(async () => (database = await createTestDatabase()));
  afterAll(() => database.close());

  /** An event of 6 players in round 1: three tables, no result yet. */
  async function eventInRound1() {
    const { prisma } = database.db;
    const event = await database.db.transaction((tx) => eventRepository.create(tx, cityChampionship, 'organizer'));
    const players = [];
    for (let i = 0; i < 6; i++) {
      const player = await prisma.player.create({
        data: { dciNumber: `9${Date.now() % 1e6}${i}`, firstName: 'Ash', lastName: `Table${i}` },
      });
      await prisma.registration.create({ data: { eventId: event.id, playerId: player.id } });
      players.push(player.id);
    }
    const round = await prisma.round.create({
      data: { eventId: event.id, number: 1, seed: 1, publishedAt: new Date() },
    });
    for (let t = 0; t < 3; t++)
      await prisma.match.create({
        data: { roundId: round.id, tableNumber: t + 1, playerAId: players[2 * t]!, playerBId: players[2 * t + 1]! },
      });
    return event.id;
  }

  const stored = async (eventId: string) => (await loadEventState(database.db.prisma, eventId)).rounds[0]!.matches;

  /** Player A of table `table` wins 2–0, on the match's stored version. */
  async function win(eventId: string, table: number, winner: 'A' | 'B' = 'A') {
    const match = (await stored(eventId)).find((m) => m.tableNumber === table)!;
    const [w, l] = winner === 'A' ? [match.playerAId, match.playerBId!] : [match.playerBId!, match.playerAId];
    const saved = await database.db.transaction((tx) =>
      matchRepository.saveResult(tx, match, match.version, { games: [{ winner: w }, { winner: w }] }, outcome(w, l)),
    );
    expect(saved?.version).toBe(match.version + 1);
  }

  async function refreshedAndFresh(eventId: string, kept: VersionedState) {
    const refreshed = await refreshEventState(database.db.prisma, eventId, kept);
    return { refreshed, fresh: await refreshEventState(database.db.prisma, eventId) };
  }

  it('patches in entries and corrections, equal to the event loaded whole, without reading the rest again', async () => {
    const eventId = await eventInRound1();
    const kept = await refreshEventState(database.db.prisma, eventId);
    await win(eventId, 1);
    await win(eventId, 2);
    await win(eventId, 1, 'B');
    const { refreshed, fresh } = await refreshedAndFresh(eventId, kept);
    expect(refreshed.version).toBe(kept.version + 3);
    expect(refreshed).toEqual(fresh);
    expect(refreshed.state.registrations).toBe(kept.state.registrations);
    expect(kept.state.rounds[0]!.matches.every((m) => m.outcome === null)).toBe(true);
  });

  it('answers the kept state when the event has not changed', async () => {
    const eventId = await eventInRound1();
    const kept = await refreshEventState(database.db.prisma, eventId);
    expect(await refreshEventState(database.db.prisma, eventId, kept)).toBe(kept);
  });

  it('patches in games changed by any code that writes them', async () => {
    const eventId = await eventInRound1();
    await win(eventId, 3);
    const kept = await refreshEventState(database.db.prisma, eventId);
    const match = (await stored(eventId)).find((m) => m.tableNumber === 3)!;
    await database.db.prisma.game.updateMany({
      where: { matchId: match.id, number: 2 },
      data: { winnerId: match.playerBId },
    });
    const { refreshed, fresh } = await refreshedAndFresh(eventId, kept);
    expect(refreshed.version).toBeGreaterThan(kept.version);
    expect(refreshed).toEqual(fresh);
    expect(refreshed.state.registrations).toBe(kept.state.registrations);
  });

  const structureChanges: { change: string; write: (eventId: string) => Promise<unknown> }[] = [
    {
      change: 'a drop',
      write: (eventId) =>
        database.db.prisma.registration.updateMany({ where: { eventId }, data: { droppedAfterRound: 1 } }),
    },
    {
      change: 'a rename',
      write: async (eventId) =>
        database.db.prisma.player.update({
          where: { id: (await stored(eventId))[0]!.playerAId },
          data: { lastName: 'Ketchum' },
        }),
    },
    {
      change: 'a time extension',
      write: async (eventId) =>
        database.db.prisma.match.update({
          where: { id: (await stored(eventId))[0]!.id },
          data: { extensionMinutes: 3 },
        }),
    },
    {
      change: 'the round clock',
      write: (eventId) =>
        database.db.prisma.round.updateMany({ where: { eventId }, data: { timerStartedAt: new Date() } }),
    },
    {
      change: 'a pair kept apart',
      write: async (eventId) => {
        const [m] = await stored(eventId);
        return database.db.prisma.avoidPair.create({
          data: { eventId, playerAId: m!.playerAId, playerBId: m!.playerBId! },
        });
      },
    },
    {
      change: 'the event renamed',
      write: (eventId) =>
        database.db.prisma.event.update({ where: { id: eventId }, data: { name: 'Regional Championship' } }),
    },
  ];

  it.each(structureChanges)('loads the event whole after $change, with the results beside it', async ({ write }) => {
    const eventId = await eventInRound1();
    const kept = await refreshEventState(database.db.prisma, eventId);
    await win(eventId, 2);
    await write(eventId);
    const { refreshed, fresh } = await refreshedAndFresh(eventId, kept);
    expect(refreshed.version).toBeGreaterThan(kept.version);
    expect(refreshed).toEqual(fresh);
    expect(refreshed.state.registrations).not.toBe(kept.state.registrations);
  });

  it('deletes an event with results and the changes noted for them', async () => {
    const eventId = await eventInRound1();
    await win(eventId, 1);
    expect(await database.db.prisma.matchChange.count({ where: { eventId } })).toBe(1);
    await database.db.prisma.event.delete({ where: { id: eventId } });
    expect(await database.db.prisma.matchChange.count({ where: { eventId } })).toBe(0);
  });
});
