import { describe, expect, it } from 'vitest';
import { podStandings, type PodPlayer, type ScoredTable } from './podStandings.ts';
import { recordedDraw } from './recordedDraw.ts';

const players: PodPlayer[] = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({
  id,
  dciNumber: String(100 + i),
  name: id.toUpperCase(),
  dropped: id === 'e',
}));
const seat = (playerId: string, place: number, points: number, measure: number | null = null) => ({
  playerId,
  place,
  points,
  measure,
});

const tables: ScoredTable[] = [
  { round: 1, seats: [seat('a', 1, 4), seat('b', 2, 2), seat('c', 3, 1)] },
  { round: 1, seats: [seat('d', 1, 4), seat('e', 2, 2)] },
  { round: 2, seats: [seat('d', 1, 4), seat('a', 2, 1.5), seat('c', 2, 1.5)] },
];

describe('podStandings', () => {
  it('ranks by total points, then the average score of the table-mates faced (e met only d, b met a and c)', () => {
    const rows = podStandings(players, tables, 1);
    expect(rows.map((r) => [r.playerId, r.points, r.tables, r.wins])).toEqual([
      ['d', 8, 2, 2],
      ['a', 5.5, 2, 1],
      ['c', 2.5, 2, 0],
      ['e', 2, 1, 0],
      ['b', 2, 1, 0],
    ]);
    expect(rows.find((r) => r.playerId === 'b')!.opponentsAverage).toBe(4);
    expect(rows.find((r) => r.playerId === 'e')!.opponentsAverage).toBe(8);
  });

  it('breaks a tie on the recorded measure before the opponents, lower better when the event says so', () => {
    const race = [{ round: 1, seats: [seat('a', 1, 3, 9), seat('b', 1, 3, 7)] }];
    const two = players.slice(0, 2);
    expect(podStandings(two, race, 1, { name: 'badges', better: 'higher' }).map((r) => r.playerId)).toEqual(['a', 'b']);
    expect(podStandings(two, race, 1, { name: 'turns', better: 'lower' }).map((r) => r.playerId)).toEqual(['b', 'a']);
  });

  it('decides a full tie by the recorded draw, the same for the same seed', () => {
    const tie = [{ round: 1, seats: [seat('a', 1, 2), seat('b', 1, 2)] }];
    const two = players.slice(0, 2);
    const expected = recordedDraw(42, '100') < recordedDraw(42, '101') ? ['a', 'b'] : ['b', 'a'];
    expect(podStandings(two, tie, 42).map((r) => r.playerId)).toEqual(expected);
    expect(podStandings(two, tie, 42).map((r) => r.rank)).toEqual([1, 2]);
  });

  it('lists players who have not sat yet with nothing', () => {
    expect(
      podStandings(players, [], 1).every((r) => r.points === 0 && r.tables === 0 && r.opponentsAverage === 0),
    ).toBe(true);
  });
});
