import { describe, expect, it } from 'vitest';
import { chooserForNextGame, choosersForGames } from './firstPlayer.ts';
import type { Game } from './types.ts';

const players = ['ash', 'misty'] as const;
const ashWins: Game = { winner: 'ash' };
const mistyWins: Game = { winner: 'misty' };
const draw: Game = { draw: true };

describe('chooserForNextGame', () => {
  it.each<[string, Game[], string, string]>([
    ['the coin-toss winner chooses for game 1', [], 'misty', 'misty'],
    ['the loser of game 1 chooses', [ashWins], 'ash', 'misty'],
    ['the loser chooses even if they chose before', [mistyWins], 'ash', 'ash'],
    ['a game lost to a penalty still makes its loser choose', [{ winner: 'ash', penalty: true }], 'ash', 'misty'],
    ['a penalty loss for the other player', [ashWins, { winner: 'misty', penalty: true }], 'ash', 'ash'],
    ['after a draw, the player who chose for that game chooses again', [ashWins, draw], 'ash', 'misty'],
    ['a draw in game 1 keeps the coin-toss winner', [draw], 'ash', 'ash'],
    ['two draws in a row keep the same chooser', [mistyWins, draw, draw], 'ash', 'ash'],
    ['only the last decided game matters', [ashWins, draw, mistyWins], 'misty', 'ash'],
  ])('%s', (_, games, firstChooser, expected) => {
    expect(chooserForNextGame(games, firstChooser, players)).toBe(expected);
  });
});

describe('choosersForGames', () => {
  it('lists who chose for each game of a report', () => {
    const games: Game[] = [
      ashWins,
      draw,
      { winner: 'ash', penalty: true },
      mistyWins,
      { timeCalled: true, prizesRemaining: { ash: 2, misty: 4 } },
    ];
    expect(choosersForGames(games, 'ash', players)).toEqual(['ash', 'misty', 'misty', 'misty', 'ash']);
  });
  it('is empty for a report without games', () => {
    expect(choosersForGames([], 'ash', players)).toEqual([]);
  });
});
