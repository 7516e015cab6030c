import { advanceBracket, buildBracket, type Bracket } from '@tcg/domain/cut';
import type { Result } from '@tcg/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorruptData } from './corruptData.ts';
import { redraftRepository } from './redraft.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';
import { topCutRepository } from './topCut.ts';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('top cut repository', () => {
  let database: TestDatabase;
  let eventId: string;
  let seeds: string[];
  beforeAll(async () => {
    database = await createTestDatabase();
    const { prisma } = database.db;
    const event = await prisma.event.create({
      data: { name: 'Cup', format: 'modified', bestOf: 1, roundMinutes: 50, rounds: 0 },
    });
    eventId = event.id;
    seeds = [];
    for (const n of [1, 2, 3, 4]) {
      const player = await prisma.player.create({
        data: { firstName: `P${n}`, lastName: 'Test', dciNumber: `200${n}` },
      });
      await prisma.registration.create({ data: { eventId, playerId: player.id } });
      seeds.push(player.id);
    }
  });
  afterAll(() => database.close());

  it('stores a decided cut: the cut row, its elimination rounds and first matches, with its audit entry', async () => {
    const { db } = database;
    const bracket: Bracket = value(buildBracket(4));
    const cut = {
      request: { rule: { size: 4 }, bestOf: 1 as const, thirdPlaceMatch: false, division: null },
      afterRound: 0,
      firstRound: 1,
      seed: 7,
      selection: { seeds, draws: [] },
      bracket,
      seated: value(advanceBracket(bracket, seeds, [])),
      tableBase: 0,
    };
    await db.transaction(async (tx) =>
      topCutRepository.create(tx, await topCutRepository.load(tx, eventId), cut, 'judge'),
    );
    const loaded = await topCutRepository.load(db.prisma, eventId);
    expect(loaded.cuts).toMatchObject([
      { seeds, draws: [], row: { size: 4, afterRound: 0, seed: 7, roundMinutes: 50, division: null } },
    ]);
    expect(loaded.redraftSeeds).toBeNull();
    const view = topCutRepository.view(
      loaded,
      { division: null, attendance: 4, cut: loaded.cuts[0]!, swiss: [] },
      { size: null, reason: 'why' },
    );
    expect(view.cuts).toEqual([{ division: null, size: 4, finished: false }]);
    expect(view.cut!.rounds.map((r) => [r.number, r.name, r.matches.length])).toEqual([
      [1, 'Semifinals', 2],
      [2, 'Final', 1],
    ]);
    expect(view.cut!.rounds[0]!.matches.map((m) => [m.seeds, m.match?.explanation])).toEqual([
      [[1, 4], 'Seed 1 v seed 4.'],
      [[2, 3], 'Seed 2 v seed 3.'],
    ]);
    const audit = await db.prisma.auditEntry.findMany({ where: { eventId } });
    expect(audit.map((a) => a.action).sort()).toEqual(['cut.create', 'event.reopen']);
  });

  it('stores a cut per age division, each with its own elimination rounds numbered from the round the caller chose', async () => {
    const { db } = database;
    const event = await db.prisma.event.create({
      data: { name: 'Divisions', format: 'modified', bestOf: 1, roundMinutes: 50, rounds: 0 },
    });
    await db.prisma.registration.createMany({ data: seeds.map((playerId) => ({ eventId: event.id, playerId })) });
    const bracket: Bracket = value(buildBracket(2));
    const make = (division: 'juniors' | 'masters', pair: string[], firstRound: number, tableBase: number) => ({
      request: { rule: { size: 2 }, bestOf: 1 as const, thirdPlaceMatch: false, division },
      afterRound: 0,
      firstRound,
      seed: 1,
      selection: { seeds: pair, draws: [] },
      bracket,
      seated: value(advanceBracket(bracket, pair, [])),
      tableBase,
    });
    for (const [division, pair, firstRound, tableBase] of [
      ['juniors', seeds.slice(0, 2), 1, 0],
      ['masters', seeds.slice(2), 2, 1],
    ] as const) {
      await db.transaction(async (tx) =>
        topCutRepository.create(
          tx,
          await topCutRepository.load(tx, event.id),
          make(division, [...pair], firstRound, tableBase),
          'judge',
        ),
      );
    }
    const loaded = await topCutRepository.load(db.prisma, event.id);
    expect(loaded.cuts.map((c) => [c.row.division, c.row.tableBase])).toEqual([
      ['juniors', 0],
      ['masters', 1],
    ]);
    expect(loaded.state.cutRounds.map((r) => [r.number, r.division, r.matches.map((m) => m.tableNumber)])).toEqual([
      [1, 'juniors', [1]],
      [2, 'masters', [2]],
    ]);
    const masters = topCutRepository.view(
      loaded,
      { division: 'masters', attendance: 2, cut: loaded.cuts[1]!, swiss: [] },
      { size: null, reason: 'why' },
    );
    expect(masters.cut!.rounds.map((r) => [r.round, r.number, r.matches[0]!.seeds])).toEqual([[1, 2, [1, 2]]]);
    expect(masters.cut!.rounds[0]!.matches[0]!.players.map((p) => p!.id)).toEqual(seeds.slice(2));
    await expect(
      db.prisma.topCut.create({ data: { ...loaded.cuts[0]!.row, id: undefined, seeds: [], draws: [] } }),
    ).rejects.toThrow();
  });

  it('throws CorruptData for stored seeds or draws of the wrong shape', async () => {
    const { prisma } = database.db;
    await prisma.topCut.updateMany({ where: { eventId }, data: { draws: [{ rank: 1 }] } });
    await expect(topCutRepository.load(prisma, eventId)).rejects.toThrow(CorruptData);
    await prisma.topCut.updateMany({ where: { eventId }, data: { draws: [], seeds: [1, 2, 3, 4] } });
    await expect(topCutRepository.load(prisma, eventId)).rejects.toThrow(CorruptData);
  });

  it('reads a redraft’s Top 8 back, and throws CorruptData when it is not a list of ids', async () => {
    const { prisma } = database.db;
    await prisma.redraft.create({ data: { eventId, perPod: 2, afterRound: 0, seed: 1, seeds } });
    expect(await redraftRepository.seeds(prisma, eventId)).toEqual(seeds);
    await prisma.redraft.update({ where: { eventId }, data: { seeds: { top: seeds } } });
    await expect(redraftRepository.seeds(prisma, eventId)).rejects.toThrow(CorruptData);
  });
});
