import { describe, expect, it } from 'vitest';
import { gameSentence, resultSentence, type ResultFacts } from './resultSentence.ts';

const players = ['gary', 'misty'] as const;
const names = { gary: 'Gary Oak', misty: 'Misty Waterflower' };
const garyWins = { winner: 'gary', decidedOnPrizes: false };

describe('resultSentence', () => {
  it.each<[string, ResultFacts['result'], ResultFacts['outcome'], string]>([
    ['a single game won says it once', { games: [{ winner: 'gary' }] }, garyWins, 'Gary Oak wins'],
    ['a single drawn game', { games: [{ draw: true }] }, { winner: null, decidedOnPrizes: false }, 'Draw'],
    [
      'a penalty names who got it',
      { games: [{ winner: 'gary', penalty: true }] },
      garyWins,
      'Gary Oak wins — Gary Oak won: game loss penalty for Misty Waterflower',
    ],
    [
      'a Prize win at time (216)',
      { games: [{ timeCalled: true, prizesRemaining: { gary: 1, misty: 3 } }] },
      { winner: 'gary', decidedOnPrizes: true },
      'Gary Oak wins on Prizes at time (216) — time called, Prizes left: Gary Oak 1, Misty Waterflower 3',
    ],
    ['a no-show', { noShow: 'misty' }, garyWins, 'Gary Oak wins: Misty Waterflower did not show'],
    [
      'games of a best of 3, numbered',
      { games: [{ winner: 'misty' }, { winner: 'gary' }, { winner: 'gary' }] },
      garyWins,
      'Gary Oak wins (game 1: Misty Waterflower won; game 2: Gary Oak won; game 3: Gary Oak won)',
    ],
  ])('%s', (_, result, outcome, expected) => {
    expect(resultSentence({ result, outcome, players, names })).toBe(expected);
  });
});

describe('gameSentence', () => {
  it('names the sudden-death winner (217)', () => {
    expect(
      gameSentence(
        { timeCalled: true, prizesRemaining: { gary: 2, misty: 2 }, suddenDeathWinner: 'misty' },
        players,
        names,
      ),
    ).toBe('time called, Prizes left: Gary Oak 2, Misty Waterflower 2; sudden death won by Misty Waterflower (217)');
  });
});
