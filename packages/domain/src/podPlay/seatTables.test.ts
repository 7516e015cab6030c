import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { repeatMeetings, seatTables, tableMeetings } from './seatTables.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);

describe('seatTables', () => {
  it('seats round 1 at random, the same draw from the same seed', () => {
    const input = { players: ids(14), order: 'random' as const, metBefore: new Map(), tableSize: 4 };
    const first = seatTables(input, seededRandom(7));
    expect(first).toEqual(seatTables(input, seededRandom(7)));
    expect(first.ok && first.value.map((t) => t.length)).toEqual([4, 4, 3, 3]);
    expect(first.ok && first.value.flat().sort()).toEqual(ids(14));
  });

  it('seats 16 players in round 2 with nobody meeting a table-mate of round 1 again', () => {
    const players = ids(16);
    const round1 = [players.slice(0, 4), players.slice(4, 8), players.slice(8, 12), players.slice(12, 16)];
    const seated = seatTables(
      { players, order: 'standings', metBefore: tableMeetings(round1), tableSize: 4 },
      seededRandom(1),
    );
    expect(seated.ok && repeatMeetings(seated.value, tableMeetings(round1))).toBe(0);
  });

  it('keeps the leaders together when nobody has met', () => {
    const players = ids(8);
    const seated = seatTables({ players, order: 'standings', metBefore: new Map(), tableSize: 4 }, seededRandom(1));
    expect(seated).toEqual({ ok: true, value: [ids(4), ids(8).slice(4)] });
  });

  it('swaps the fewest players needed to avoid a repeat, and no more', () => {
    const players = ids(8);
    const seated = seatTables(
      { players, order: 'standings', metBefore: tableMeetings([['p01', 'p02']]), tableSize: 4 },
      seededRandom(1),
    );
    expect(seated.ok && repeatMeetings(seated.value, tableMeetings([['p01', 'p02']]))).toBe(0);
    expect(seated.ok && seated.value[0]).toContain('p01');
    expect(seated.ok && seated.value[0]!.filter((p) => ids(4).includes(p))).toHaveLength(3);
  });

  it('never repeats more than filling tables in standings order would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 1000 }),
        (n, size, seed) => {
          const players = ids(n);
          const round1 = seatTables(
            { players, order: 'random', metBefore: new Map(), tableSize: size },
            seededRandom(seed),
          );
          if (!round1.ok) return false;
          const before = tableMeetings(round1.value);
          const round2 = seatTables(
            { players, order: 'standings', metBefore: before, tableSize: size },
            seededRandom(seed),
          );
          if (!round2.ok) return false;
          const inOrder = round1.value.map((t, i) =>
            players.slice(round1.value.slice(0, i).flat().length, round1.value.slice(0, i + 1).flat().length),
          );
          return (
            round2.value.flat().sort().join() === [...players].sort().join() &&
            repeatMeetings(round2.value, before) <= repeatMeetings(inOrder, before)
          );
        },
      ),
    );
  });
});
