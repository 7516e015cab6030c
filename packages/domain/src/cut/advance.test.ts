import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../match/types.ts';
import { advanceBracket, recordResult, type BracketState, type CutResult } from './advance.ts';
import { buildBracket, bracketSize, type Bracket } from './bracket.ts';

function build(players: number, thirdPlaceMatch = false): Bracket {
  const result = buildBracket(players, { thirdPlaceMatch });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const seedsFor = (players: number): PlayerId[] => Array.from({ length: players }, (_, i) => `s${i + 1}`);
const eight = build(8);
const eightSeeds = seedsFor(8);

function advance(bracket: Bracket, seeds: PlayerId[], results: CutResult[]): BracketState {
  const state = advanceBracket(bracket, seeds, results);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

const pairings = (state: BracketState) => state.rounds.map((round) => round.map((match) => match.players));
const r = (round: number, slot: number, winner: PlayerId): CutResult => ({ round, slot, winner });
/** The results of whole rounds in order: each round's winners, slot by slot. */
const winners = (...rounds: PlayerId[][]): CutResult[] =>
  rounds.flatMap((round, i) => round.map((winner, slot) => r(i + 1, slot + 1, winner)));

/** Top 8 played to the end with the better seed winning every match. */
const chalkEight = winners(['s1', 's4', 's2', 's3'], ['s1', 's2'], ['s1']);

describe('advanceBracket', () => {
  it('seats the first round from the seeds; later players are not yet known', () => {
    expect(pairings(advance(eight, eightSeeds, []))).toEqual([
      [
        ['s1', 's8'],
        ['s4', 's5'],
        ['s2', 's7'],
        ['s3', 's6'],
      ],
      [
        [null, null],
        [null, null],
      ],
      [[null, null]],
    ]);
  });

  it('carries winners forward as they are recorded', () => {
    const state = advance(eight, eightSeeds, [r(1, 1, 's8'), r(1, 3, 's2'), r(1, 4, 's6')]);
    expect(pairings(state).slice(1)).toEqual([
      [
        ['s8', null],
        ['s2', 's6'],
      ],
      [[null, null]],
    ]);
    expect(state.champion).toBeNull();
  });

  it('advances a seed with a bye without a result', () => {
    const state = advance(build(5), seedsFor(5), [r(1, 2, 's5')]);
    expect(state.rounds[0]!.map((match) => [match.bye, match.winner])).toEqual([
      [true, 's1'],
      [false, 's5'],
      [true, 's2'],
      [true, 's3'],
    ]);
    expect(pairings(state).slice(1)).toEqual([
      [
        ['s1', 's5'],
        ['s2', 's3'],
      ],
      [[null, null]],
    ]);
  });

  it('seats the 3rd/4th-place match with the semifinal losers', () => {
    const state = advance(build(4, true), seedsFor(4), [r(1, 1, 's4'), r(1, 2, 's2')]);
    expect(pairings(state)[1]).toEqual([
      ['s4', 's2'],
      ['s1', 's3'],
    ]);
  });

  it('with the better seed always winning, every round pairs seed s with (seeds left + 1 − s) and seed 1 wins, byes included', () => {
    const seedNumber = (p: PlayerId | null) => (p === null ? null : Number(p.slice(1)));
    for (let players = 2; players <= 64; players++) {
      const bracket = build(players);
      const results: CutResult[] = [];
      let state = advance(bracket, seedsFor(players), results);
      for (const round of bracket.rounds) {
        for (const match of state.rounds[round[0]!.round - 1]!.filter((m) => !m.bye)) {
          const [a, b] = match.players.map(seedNumber) as [number, number];
          results.push(r(match.round, match.slot, `s${Math.min(a, b)}`));
        }
        state = advance(bracket, seedsFor(players), results);
      }
      state.rounds.forEach((round, i) => {
        const left = bracketSize(players) / 2 ** i;
        for (const match of round) {
          const [a, b] = match.players.map(seedNumber) as [number, number | null];
          expect(b ?? 'bye').toBe(left + 1 - a > players ? 'bye' : left + 1 - a);
        }
      });
      expect(state.champion).toBe('s1');
    }
  });

  it('rejects results that do not fit the bracket', () => {
    const code = (results: CutResult[], seeds = eightSeeds) => {
      const state = advanceBracket(eight, seeds, results);
      return state.ok ? null : state.error.code;
    };
    expect(code([r(2, 1, 's1')])).toBe('PLAYERS_NOT_KNOWN');
    expect(code([r(1, 1, 's4')])).toBe('UNKNOWN_PLAYER');
    expect(code([r(4, 1, 's1')])).toBe('UNKNOWN_MATCH');
    expect(code([r(1, 1, 's1'), r(1, 1, 's8')])).toBe('DUPLICATE_RESULT');
    expect(code([], seedsFor(7))).toBe('SEEDS_MISMATCH');
    expect(code([], [...seedsFor(7), 's1'])).toBe('DUPLICATE_PLAYER');
    const bye = advanceBracket(build(6), seedsFor(6), [r(1, 1, 's1')]);
    expect(bye.ok ? null : bye.error.code).toBe('BYE_HAS_NO_RESULT');
  });
});

describe('recordResult', () => {
  function record(
    bracket: Bracket,
    seeds: PlayerId[],
    results: CutResult[],
    entry: { round: number; slot: number; winner: PlayerId | null },
  ) {
    const result = recordResult(bracket, seeds, results, entry);
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  }

  it('enters a new result with nothing affected', () => {
    const { results, affected, state } = record(eight, eightSeeds, [r(1, 1, 's1')], r(1, 2, 's5'));
    expect(results).toEqual([r(1, 1, 's1'), r(1, 2, 's5')]);
    expect(affected).toEqual([]);
    expect(state.rounds[1]![0]!.players).toEqual(['s1', 's5']);
  });

  it('a quarterfinal corrected after its wrong winner won the semifinal and the final: both must be replayed', () => {
    const { results, affected, state } = record(eight, eightSeeds, chalkEight, r(1, 1, 's8'));
    expect(affected).toEqual([
      { round: 2, slot: 1, resultCleared: true },
      { round: 3, slot: 1, resultCleared: true },
    ]);
    expect(results).toEqual([r(1, 1, 's8'), r(1, 2, 's4'), r(1, 3, 's2'), r(1, 4, 's3'), r(2, 2, 's2')]);
    expect(pairings(state).slice(1)).toEqual([
      [
        ['s8', 's4'],
        ['s2', 's3'],
      ],
      [[null, 's2']],
    ]);
    expect(state.champion).toBeNull();
  });

  it('re-seats a later match not yet played without clearing anything', () => {
    const played = [r(1, 1, 's1'), r(1, 2, 's4')];
    const { affected, state } = record(eight, eightSeeds, played, r(1, 2, 's5'));
    expect(affected).toEqual([{ round: 2, slot: 1, resultCleared: false }]);
    expect(state.rounds[1]![0]!.players).toEqual(['s1', 's5']);
  });

  it('leaves the other half of the bracket alone', () => {
    const { affected, results } = record(eight, eightSeeds, chalkEight, r(1, 4, 's6'));
    expect(affected).toEqual([
      { round: 2, slot: 2, resultCleared: true },
      { round: 3, slot: 1, resultCleared: true },
    ]);
    expect(results).toContainEqual(r(2, 1, 's1'));
  });

  it('a semifinal correction also re-seats the 3rd/4th-place match', () => {
    const bracket = build(4, true);
    const played = [r(1, 1, 's1'), r(1, 2, 's2'), r(2, 1, 's1'), r(2, 2, 's3')];
    const { affected, state } = record(bracket, seedsFor(4), played, r(1, 2, 's3'));
    expect(affected).toEqual([
      { round: 2, slot: 1, resultCleared: true },
      { round: 2, slot: 2, resultCleared: true },
    ]);
    expect(pairings(state)[1]).toEqual([
      ['s1', 's3'],
      ['s4', 's2'],
    ]);
  });

  it('re-entering the same winner changes nothing', () => {
    const { results, affected } = record(eight, eightSeeds, chalkEight, r(1, 1, 's1'));
    expect(results).toEqual(chalkEight);
    expect(affected).toEqual([]);
  });

  it('correcting the final affects nothing else', () => {
    const { affected, state } = record(eight, eightSeeds, chalkEight, r(3, 1, 's2'));
    expect(affected).toEqual([]);
    expect(state.champion).toBe('s2');
  });

  it('refuses a result before the players are known, a draw, a stranger, a bye or a match that does not exist', () => {
    const code = (
      bracket: Bracket,
      seeds: PlayerId[],
      entry: { round: number; slot: number; winner: PlayerId | null },
    ) => {
      const result = recordResult(bracket, seeds, [r(1, 1, 's1')], entry);
      return result.ok ? null : result.error.code;
    };
    expect(code(eight, eightSeeds, r(2, 1, 's1'))).toBe('PLAYERS_NOT_KNOWN');
    expect(code(eight, eightSeeds, { round: 1, slot: 2, winner: null })).toBe('DRAW_NOT_ALLOWED');
    expect(code(eight, eightSeeds, r(1, 2, 's1'))).toBe('UNKNOWN_PLAYER');
    expect(code(eight, eightSeeds, r(2, 3, 's1'))).toBe('UNKNOWN_MATCH');
    expect(code(build(6), seedsFor(6), r(1, 3, 's2'))).toBe('BYE_HAS_NO_RESULT');
  });
});
