import { eventRepository, eventVersion, loadEventState, roundRepository } from '@tcg/db';
import { createTestDatabase, type TestDatabase } from '@tcg/db/testing';
import { announcedSettings } from '@tcg/domain/event/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disqualifyPlayer, dropPlayer, registerPlayer } from './players.ts';
import { reportResult } from './results.ts';
import { pairNextRound, publishRound, replayRound } from './rounds.ts';

describe('round services', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const settings = announcedSettings({ name: 'Replay', rounds: 4 });

  it('keeps the state each pairing and publish leaves, equal to the event loaded again, and nothing of a rolled-back one (#33)', async () => {
    const { db } = database;
    const event = await db.transaction((tx) =>
      eventRepository.create(tx, { ...settings, name: 'Kept', rounds: null }, 'test'),
    );
    for (let i = 0; i < 7; i++)
      await db.transaction((tx) =>
        registerPlayer(tx, event.id, { dciNumber: String(8100 + i), firstName: 'P', lastName: `K${i}` }, 'test'),
      );
    const kept = async () => {
      const latest = db.states.latest(event.id);
      expect(latest?.version).toBe(await eventVersion(db.prisma, event.id));
      return latest?.state;
    };
    for (let number = 1; number <= 2; number++) {
      const paired = await db.transaction((tx) => pairNextRound(tx, db.states, event.id, 500 + number, 'test'));
      expect(await kept(), `round ${number} paired`).toEqual(await loadEventState(db.prisma, event.id));
      const round = await db.transaction((tx) => publishRound(tx, db.states, event.id, paired.number, 'test', 0));
      expect(await kept(), `round ${number} published`).toEqual(await loadEventState(db.prisma, event.id));
      for (const match of round.matches.filter((m) => !m.bye))
        await db.transaction((tx) =>
          reportResult(
            tx,
            match.id,
            { version: match.version, report: { games: [{ winner: match.playerA.id }] }, mayCorrect: false },
            'test',
          ),
        );
    }
    const before = await eventVersion(db.prisma, event.id);
    const rolledBack = db.transaction(async (tx) => {
      await pairNextRound(tx, db.states, event.id, 9, 'test');
      throw new Error('the request failed after pairing');
    });
    await expect(rolledBack).rejects.toThrow('the request failed after pairing');
    expect(await eventVersion(db.prisma, event.id)).toBe(before);
    expect(db.states.latest(event.id)?.version).toBeLessThanOrEqual(before);
  });

  it('replays every stored round exactly from its seed, drops and disqualifications included', async () => {
    const { db } = database;
    const event = await db.transaction((tx) => eventRepository.create(tx, settings, 'test'));
    const ids: string[] = [];
    for (let i = 0; i < 11; i++)
      ids.push(
        (
          await db.transaction((tx) =>
            registerPlayer(tx, event.id, { dciNumber: String(7000 + i), firstName: 'P', lastName: `L${i}` }, 'test'),
          )
        ).id,
      );
    for (let number = 1; number <= 4; number++) {
      const paired = await db.transaction((tx) => pairNextRound(tx, db.states, event.id, 1000 + number, 'test'));
      const round = await db.transaction((tx) => publishRound(tx, db.states, event.id, paired.number, 'test', 0));
      for (const [i, match] of round.matches.filter((m) => !m.bye).entries()) {
        const report = i % 3 === 2 ? { games: [{ draw: true as const }] } : { games: [{ winner: match.playerB!.id }] };
        await db.transaction((tx) =>
          reportResult(tx, match.id, { version: match.version, report, mayCorrect: true }, 'test'),
        );
      }
      if (number === 1) await db.transaction((tx) => dropPlayer(tx, event.id, ids[0]!, 'test'));
      if (number === 2) await db.transaction((tx) => disqualifyPlayer(tx, event.id, ids[1]!, 'Marked cards', 'test'));
    }
    for (let number = 1; number <= 4; number++) {
      const stored = await roundRepository.get(db.prisma, event.id, number);
      const replayed = await db.transaction((tx) => replayRound(tx, event.id, number));
      expect(stored.seed).toBe(1000 + number);
      const seated = stored.matches
        .filter((m) => !m.bye)
        .map((m) => ({ table: m.table, players: [m.playerA.id, m.playerB!.id] }));
      expect(
        replayed.pairings.map((p) => ({ table: p.table, players: p.players })),
        `round ${number}`,
      ).toEqual(seated);
      expect(replayed.bye?.playerId ?? null).toBe(stored.matches.find((m) => m.bye)?.playerA.id ?? null);
    }
    const round3 = await roundRepository.get(db.prisma, event.id, 3);
    expect(round3.matches.flatMap((m) => [m.playerA.id, m.playerB?.id])).not.toContain(ids[0]);
    expect(round3.matches.flatMap((m) => [m.playerA.id, m.playerB?.id])).not.toContain(ids[1]);
  });
});
