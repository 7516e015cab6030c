import { describe, expect, it } from 'vitest';
import type { Result } from '../shared/error.ts';
import { advanceBracket, type CutResult } from './advance.ts';
import { buildBracket, type Bracket } from './bracket.ts';
import {
  bracketFinished,
  cutFinishes,
  matchExplanation,
  roundName,
  roundTitle,
  type CutRoundFacts,
} from './bracketNames.ts';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const bracket = (players: number, thirdPlaceMatch = false): Bracket =>
  value(buildBracket(players, { thirdPlaceMatch }));
/** Round `round` of a top cut of `players`, for the whole event (`null`) or one division. */
const cutRound = (players: number, round: number, division: CutRoundFacts['division']): CutRoundFacts => ({
  bracket: bracket(players),
  round,
  division,
});
const seeds = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

describe('roundName (217)', () => {
  it.each<[number, number, string]>([
    [2, 1, 'Final'],
    [4, 1, 'Semifinals'],
    [8, 1, 'Quarterfinals'],
    [8, 3, 'Final'],
    [16, 1, 'Top 16'],
    [6, 1, 'Quarterfinals'],
  ])('a cut of %i, round %i: %s', (players, round, name) => {
    expect(roundName(bracket(players), round)).toBe(name);
  });
});

describe('roundTitle (217)', () => {
  it.each<[string, number, CutRoundFacts | null, string]>([
    ['a Swiss round', 3, null, 'Round 3'],
    ['the first round of a pod-play night', 1, null, 'Round 1'],
    ['the last round of a pod-play night', 3, null, 'Round 3'],
    ['the first round of the whole event’s Top 8', 6, cutRound(8, 1, null), 'Quarterfinals'],
    ['the last round of the whole event’s Top 4', 7, cutRound(4, 2, null), 'Final'],
    ['the first round of a Top 16', 6, cutRound(16, 1, null), 'Top 16'],
    ['the Masters Top 8, first round', 6, cutRound(8, 1, 'masters'), 'Masters top cut — Quarterfinals'],
    ['the Masters Top 8, last round', 8, cutRound(8, 3, 'masters'), 'Masters top cut — Final'],
    ['the Juniors Top 4, first round', 9, cutRound(4, 1, 'juniors'), 'Juniors top cut — Semifinals'],
    ['the Seniors Top 16, first round', 5, cutRound(16, 1, 'seniors'), 'Seniors top cut — Top 16'],
  ])('%s: %s', (_, number, cut, title) => {
    expect(roundTitle(number, cut)).toBe(title);
  });
});

describe('matchExplanation (217)', () => {
  const six = bracket(6, true);
  const state = value(advanceBracket(six, seeds.slice(0, 6), []));
  it.each<[number, number, string]>([
    [1, 1, 'Seed 1: a bye into the next round (217: the highest seeds get the byes).'],
    [1, 2, 'Seed 4 v seed 5.'],
    [2, 1, 'Winners of Quarterfinals matches 1 and 2.'],
    [3, 2, '3rd/4th-place match: the two Semifinals losers.'],
  ])('round %i, match %i: %s', (round, slot, text) => {
    expect(
      matchExplanation(
        six,
        state.rounds[round - 1]!.find((m) => m.slot === slot)!,
      ),
    ).toBe(text);
  });
});

describe('cutFinishes and bracketFinished (217)', () => {
  const four = bracket(4, true);
  const results = (...winners: [number, number, string][]): CutResult[] =>
    winners.map(([round, slot, winner]) => ({ round, slot, winner }));
  it.each<[CutResult[], Record<string, string>, boolean]>([
    [[], {}, false],
    [results([1, 1, 's1'], [1, 2, 's3']), { s4: 'Semifinals', s2: 'Semifinals' }, false],
    [
      results([1, 1, 's1'], [1, 2, 's3'], [2, 1, 's3'], [2, 2, 's4']),
      { s3: 'Winner', s1: 'Finalist', s4: '3rd place', s2: '4th place' },
      true,
    ],
  ])('%j', (entered, finishes, finished) => {
    const state = value(advanceBracket(four, seeds.slice(0, 4), entered));
    expect(Object.fromEntries(cutFinishes(four, state))).toEqual(finishes);
    expect(bracketFinished(state)).toBe(finished);
  });
});
