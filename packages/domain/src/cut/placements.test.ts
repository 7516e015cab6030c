import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../match/types.ts';
import { seededRandom } from '../shared/random.ts';
import type { CutResult } from './advance.ts';
import { buildBracket, type Bracket } from './bracket.ts';
import { finalPlacements, type Placement } from './placements.ts';
import { selectCut } from './selectCut.ts';
import type { StandingRow } from './standingRows.ts';

function build(players: number, thirdPlaceMatch = false): Bracket {
  const result = buildBracket(players, { thirdPlaceMatch });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Rows p1, p2… in standings order, from their Swiss ranks; points fall with rank. */
const standingsFrom = (ranks: number[]): StandingRow[] =>
  ranks.map((rank, i) => ({ playerId: `p${i + 1}`, rank, points: 60 - rank }));

const r = (round: number, slot: number, winner: PlayerId): CutResult => ({ round, slot, winner });
/** The results of whole rounds in order: each round's winners, slot by slot. */
const winners = (...rounds: PlayerId[][]): CutResult[] =>
  rounds.flatMap((round, i) => round.map((winner, slot) => r(i + 1, slot + 1, winner)));
const placesOf = (placements: Placement[]) => placements.map((p) => [p.playerId, p.place]);

function placements(bracket: Bracket, seeds: PlayerId[], results: CutResult[], standings: StandingRow[]) {
  const result = finalPlacements(bracket, seeds, results, standings);
  if (!result.ok) throw new Error(result.error.message);
  return placesOf(result.value);
}

const twenty = standingsFrom(Array.from({ length: 20 }, (_, i) => i + 1));
const topEight = twenty.slice(0, 8).map((row) => row.playerId);
/** Quarterfinals p1 > p8, p5 > p4, p7 > p2, p3 > p6; semifinals p5 > p1, p3 > p7; final p3 > p5. */
const topEightPlayed = winners(['p1', 'p5', 'p7', 'p3'], ['p5', 'p3'], ['p3']);
const rest = Array.from({ length: 12 }, (_, i) => [`p${i + 9}`, i + 9]);

describe('finalPlacements', () => {
  it('top 8 of 20: winner, finalist, then each round’s losers by seed, then Swiss rank 9 in 9th', () => {
    expect(placements(build(8), topEight, topEightPlayed, twenty)).toEqual([
      ['p3', 1],
      ['p5', 2],
      ['p1', 3],
      ['p7', 4],
      ['p2', 5],
      ['p4', 6],
      ['p6', 7],
      ['p8', 8],
      ...rest,
    ]);
  });

  it('a 3rd/4th-place match decides places 3 and 4 over Swiss standing', () => {
    const played = [...topEightPlayed, r(3, 2, 'p7')];
    expect(placements(build(8, true), topEight, played, twenty).slice(0, 8)).toEqual([
      ['p3', 1],
      ['p5', 2],
      ['p7', 3],
      ['p1', 4],
      ['p2', 5],
      ['p4', 6],
      ['p6', 7],
      ['p8', 8],
    ]);
  });

  it('players outside the cut who shared a Swiss rank share a place', () => {
    const standings = standingsFrom([1, 2, 3, 4, 5, 5, 7, 8, 8, 8, 11, 12]);
    const seeds = ['p1', 'p2', 'p3', 'p4'];
    const played = [r(1, 1, 'p1'), r(1, 2, 'p2'), r(2, 1, 'p2')];
    expect(placements(build(4), seeds, played, standings)).toEqual([
      ['p2', 1],
      ['p1', 2],
      ['p3', 3],
      ['p4', 4],
      ['p5', 5],
      ['p6', 5],
      ['p7', 7],
      ['p8', 8],
      ['p9', 8],
      ['p10', 8],
      ['p11', 11],
      ['p12', 12],
    ]);
  });

  it('a player who lost the draw at the cut line places first after the cut', () => {
    const standings = standingsFrom([1, 2, 3, 4, 4, 4, 7]);
    const cut = selectCut(standings, { size: 4 }, seededRandom(99));
    if (!cut.ok) throw new Error(cut.error.message);
    expect(cut.value.seeds).toEqual(['p1', 'p2', 'p3', 'p6']);
    const played = [r(1, 1, 'p6'), r(1, 2, 'p2'), r(2, 1, 'p6')];
    expect(placements(build(4), cut.value.seeds, played, standings)).toEqual([
      ['p6', 1],
      ['p2', 2],
      ['p1', 3],
      ['p3', 4],
      ['p4', 5],
      ['p5', 5],
      ['p7', 7],
    ]);
  });

  it('a threshold cut of 5 with byes: only the player who lost in the first round places 5th', () => {
    const standings = standingsFrom([1, 2, 3, 4, 5, 6, 7]);
    const seeds = ['p1', 'p2', 'p3', 'p4', 'p5'];
    const played = [r(1, 2, 'p5'), r(2, 1, 'p5'), r(2, 2, 'p3'), r(3, 1, 'p3')];
    expect(placements(build(5), seeds, played, standings)).toEqual([
      ['p3', 1],
      ['p5', 2],
      ['p1', 3],
      ['p2', 4],
      ['p4', 5],
      ['p6', 6],
      ['p7', 7],
    ]);
  });

  it('refuses to place players before the cut is finished', () => {
    const code = (bracket: Bracket, results: CutResult[], standings = twenty) => {
      const result = finalPlacements(bracket, topEight, results, standings);
      return result.ok ? null : result.error;
    };
    expect(code(build(8), topEightPlayed.slice(0, 6))).toMatchObject({ code: 'CUT_NOT_FINISHED' });
    expect(code(build(8, true), topEightPlayed)).toMatchObject({
      code: 'CUT_NOT_FINISHED',
      message: 'Round 3, match 2 has no result yet.',
    });
    expect(code(build(8), topEightPlayed, twenty.slice(1))).toMatchObject({ code: 'UNKNOWN_PLAYER' });
    expect(code(build(8), [...topEightPlayed.slice(0, 6), r(3, 1, 'p1')])).toMatchObject({ code: 'UNKNOWN_PLAYER' });
  });
});
