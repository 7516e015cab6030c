import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { podStandings, topEightSeeds, type EventRank } from './podStandings.ts';

const pods = [
  ['a1', 'a2', 'a3', 'a4'],
  ['b1', 'b2', 'b3'],
];
// The event's standings: b1 leads the field, a2 ranks above a1.
const ranks: EventRank[] = ['b1', 'a2', 'a1', 'b3', 'a3', 'b2', 'a4'].map((playerId, i) => ({ playerId, rank: i + 1 }));
const random = () => seededRandom(1);

describe('podStandings (Appendix A 8)', () => {
  it('ranks each pod by its members’ places in the event standings', () => {
    expect(podStandings(ranks, pods, random())).toEqual([
      [
        { playerId: 'a2', rank: 1 },
        { playerId: 'a1', rank: 2 },
        { playerId: 'a3', rank: 3 },
        { playerId: 'a4', rank: 4 },
      ],
      [
        { playerId: 'b1', rank: 1 },
        { playerId: 'b3', rank: 2 },
        { playerId: 'b2', rank: 3 },
      ],
    ]);
  });

  it('leaves out players who are no longer in the standings', () => {
    expect(
      podStandings(
        ranks.filter((r) => r.playerId !== 'a2'),
        pods,
        random(),
      )[0]!.map((s) => [s.playerId, s.rank]),
    ).toEqual([
      ['a1', 1],
      ['a3', 2],
      ['a4', 3],
    ]);
  });

  it('draws the order of players exactly tied in the event, the same way for the same seed', () => {
    const tied: EventRank[] = [
      { playerId: 'a1', rank: 1 },
      { playerId: 'a2', rank: 1 },
      { playerId: 'a3', rank: 1 },
      { playerId: 'a4', rank: 4 },
    ];
    const orders = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        podStandings(tied, [pods[0]!], seededRandom(seed))[0]!
          .map((s) => s.playerId)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
    for (const order of orders) expect(order.endsWith('a4')).toBe(true);
    expect(podStandings(tied, [pods[0]!], seededRandom(3))).toEqual(podStandings(tied, [pods[0]!], seededRandom(3)));
  });
});

describe('topEightSeeds (Appendix A 8)', () => {
  it('seeds the pod winners first, then the seconds, each by event rank', () => {
    expect(topEightSeeds(ranks, pods, 2, random())).toEqual({ ok: true, value: ['b1', 'a2', 'a1', 'b3'] });
  });

  it('refuses a redraft pod smaller than three', () => {
    expect(topEightSeeds(ranks, pods, 1, random())).toMatchObject({ ok: false, error: { code: 'POD_TOO_SMALL' } });
  });
});
