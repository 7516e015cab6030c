import { describe, expect, it } from 'vitest';
import { firstPlayerSentence, knownChooser } from './firstPlayerSentence.ts';
import type { Game } from './types.ts';

const players = ['gary', 'misty'] as const;
const names = { gary: 'Gary Oak', misty: 'Misty Waterflower' };
const garyWins: Game = { winner: 'gary' };
const draw: Game = { draw: true };
const timeCalled: Game = { timeCalled: true, prizesRemaining: { gary: 2, misty: 2 } };

describe('firstPlayerSentence', () => {
  it.each<[string, Game[], string | null, number, string]>([
    [
      'best of 1, no coin toss known: the rule, no name',
      [],
      null,
      1,
      'The winner of the coin toss chooses who plays first (213).',
    ],
    [
      'a blank best-of-3 slip states the whole rule',
      [],
      null,
      3,
      'The winner of the coin toss chooses who plays first in game 1; after each game its loser (even by a penalty) chooses; after a draw, the player who chose for that game chooses again (213).',
    ],
    [
      'the coin toss entered: its winner is named',
      [],
      'misty',
      3,
      'Misty Waterflower chooses who plays first in game 1 (213).',
    ],
    [
      'after a game, its loser is known without the coin toss',
      [garyWins],
      null,
      3,
      'Misty Waterflower chooses who plays first in game 2 (213).',
    ],
    [
      'a penalty loss makes its loser choose',
      [{ winner: 'misty', penalty: true }],
      null,
      3,
      'Gary Oak chooses who plays first in game 2 (213).',
    ],
    [
      'after a draw with the coin toss known, the same chooser',
      [draw],
      'gary',
      3,
      'Gary Oak chooses who plays first in game 2 (213).',
    ],
    [
      'after a draw without the coin toss, the rule again',
      [draw],
      null,
      3,
      'The player who chose for game 1 chooses again in game 2: it was not won (213).',
    ],
    [
      'time called counts as no loser',
      [garyWins, timeCalled],
      null,
      5,
      'Misty Waterflower chooses who plays first in game 3 (213).',
    ],
  ])('%s', (_, games, coinToss, bestOf, expected) => {
    expect(firstPlayerSentence({ games, coinToss, players, names, bestOf })).toBe(expected);
  });
});

describe('knownChooser', () => {
  it.each<[Game[], string | null, string | null]>([
    [[], null, null],
    [[], 'gary', 'gary'],
    [[garyWins, draw], null, 'misty'],
    [[draw, draw], 'misty', 'misty'],
  ])('games %j, coin toss %s → %s', (games, coinToss, expected) => {
    expect(knownChooser({ games, coinToss, players })).toBe(expected);
  });
});
