import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRepository } from './events.ts';
import { matchRepository } from './matches.ts';
import { playerRepository } from './players.ts';
import { roundRepository } from './rounds.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

describe('round repository', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('replays every stored round exactly from its seed, drops and disqualifications included', async () => {
    const { prisma } = database.db;
    const [events, players, rounds, matches] = [eventRepository(prisma), playerRepository(prisma), roundRepository(prisma), matchRepository(prisma)];
    const event = await events.create({ name: 'Replay', format: 'modified', bestOf: 1, roundMinutes: 30, rounds: 4, scoring: { policy: 'dci2003', alternateScoring: false }, teams: false, premier: false }, 'test');
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) ids.push((await players.register(event.id, { dciNumber: String(7000 + i), firstName: 'P', lastName: `L${i}` }, 'test')).id);
    for (let number = 1; number <= 4; number++) {
      const round = await rounds.publish(event.id, (await rounds.pairNext(event.id, 1000 + number, 'test')).number, 'test');
      for (const [i, match] of round.matches.filter((m) => !m.bye).entries()) {
        const report = i % 3 === 2 ? { games: [{ draw: true as const }] } : { games: [{ winner: match.playerB!.id }] };
        await matches.report(match.id, { version: match.version, report }, 'test');
      }
      if (number === 1) await players.drop(event.id, ids[0]!, 'test');
      if (number === 2) await players.disqualify(event.id, ids[1]!, 'Marked cards', 'test');
    }
    for (let number = 1; number <= 4; number++) {
      const stored = await rounds.get(event.id, number);
      const replayed = await rounds.replay(event.id, number);
      expect(stored.seed).toBe(1000 + number);
      const seated = stored.matches.filter((m) => !m.bye).map((m) => ({ table: m.table, players: [m.playerA.id, m.playerB!.id] }));
      expect(replayed.pairings.map((p) => ({ table: p.table, players: p.players })), `round ${number}`).toEqual(seated);
      expect(replayed.bye?.playerId ?? null).toBe(stored.matches.find((m) => m.bye)?.playerA.id ?? null);
    }
    const round3 = await rounds.get(event.id, 3);
    expect(round3.matches.flatMap((m) => [m.playerA.id, m.playerB?.id])).not.toContain(ids[0]);
    expect(round3.matches.flatMap((m) => [m.playerA.id, m.playerB?.id])).not.toContain(ids[1]);
  });
});
