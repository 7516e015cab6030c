import { describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../shared/random.ts';
import type { BestOf } from './matchStructure.ts';
import { decideMatch, type DecideMatchOptions } from './matchWinner.ts';
import type { Game, MatchOutcome } from './types.ts';

const players: ['ash', 'misty'] = ['ash', 'misty'];
const ash: Game = { winner: 'ash' };
const misty: Game = { winner: 'misty' };
const draw: Game = { draw: true };
const atTime = (ashPrizes: number, mistyPrizes: number, suddenDeathWinner?: string): Game => ({
  timeCalled: true,
  prizesRemaining: { ash: ashPrizes, misty: mistyPrizes },
  ...(suddenDeathWinner ? { suddenDeathWinner } : {}),
});
const swiss = (bestOf: BestOf, extra: Partial<DecideMatchOptions> = {}): DecideMatchOptions => ({
  players,
  bestOf,
  stage: 'swiss',
  ...extra,
});
const elimination = (bestOf: BestOf, extra: Partial<DecideMatchOptions> = {}): DecideMatchOptions => ({
  players,
  bestOf,
  stage: 'elimination',
  ...extra,
});
/** A refusal naming the report's `field` and, where a rule says so, its `section`. */
const refused = (code: string, field: string, section?: string) => ({ code, field, ...(section ? { section } : {}) });
const outcome = (
  winner: string | null,
  wins: [number, number],
  gamesDrawn: number,
  points: [number, number],
  decidedOnPrizes = false,
): MatchOutcome => ({
  winner,
  gameWins: { ash: wins[0], misty: wins[1] },
  gamesDrawn,
  points: { ash: points[0], misty: points[1] },
  decidedOnPrizes,
});

describe('decideMatch: single-game Swiss (216)', () => {
  it.each<[string, Game[], DecideMatchOptions, MatchOutcome]>([
    ['a won game wins the match', [ash], swiss(1), outcome('ash', [1, 0], 0, [3, 0])],
    [
      'a game lost to a penalty is a game loss',
      [{ winner: 'misty', penalty: true }],
      swiss(1),
      outcome('misty', [0, 1], 0, [0, 3]),
    ],
    ['a drawn game is a drawn match', [draw], swiss(1), outcome(null, [0, 0], 1, [1, 1])],
    ['fewer Prizes at time wins', [atTime(2, 4)], swiss(1), outcome('ash', [1, 0], 0, [3, 0], true)],
    [
      'fewer Prizes at time is worth 2 under Alternate Scoring',
      [atTime(2, 4)],
      swiss(1, { alternateScoring: true }),
      outcome('ash', [1, 0], 0, [2, 0], true),
    ],
    [
      'the other player ahead on Prizes',
      [atTime(6, 0)],
      swiss(1, { alternateScoring: true }),
      outcome('misty', [0, 1], 0, [0, 2], true),
    ],
    ['equal Prizes at time is a draw', [atTime(3, 3)], swiss(1), outcome(null, [0, 0], 1, [1, 1], true)],
    [
      'equal Prizes is still 1 point each under Alternate Scoring',
      [atTime(3, 3)],
      swiss(1, { alternateScoring: true }),
      outcome(null, [0, 0], 1, [1, 1], true),
    ],
    [
      'Limited Prizes at time',
      [atTime(4, 1)],
      swiss(1, { prizeKind: 'limited' }),
      outcome('misty', [0, 1], 0, [0, 3], true),
    ],
    ['a drawn game does not use up the one game', [draw, ash], swiss(1), outcome('ash', [1, 0], 1, [3, 0])],
  ])('%s', (_, games, options, expected) => {
    expect(decideMatch({ games }, options)).toEqual({ ok: true, value: expected });
  });
});

describe('decideMatch: best-of-N Swiss (217)', () => {
  it.each<[string, Game[], DecideMatchOptions, MatchOutcome]>([
    ['2–0 in best of 3', [ash, ash], swiss(3), outcome('ash', [2, 0], 0, [3, 0])],
    ['2–1 in best of 3', [ash, misty, misty], swiss(3), outcome('misty', [1, 2], 0, [0, 3])],
    [
      'penalty game losses count as game losses',
      [ash, { winner: 'misty', penalty: true }, { winner: 'misty', penalty: true }],
      swiss(3),
      outcome('misty', [1, 2], 0, [0, 3]),
    ],
    [
      '1–1 with an incomplete third game is a draw',
      [ash, misty, atTime(1, 5)],
      swiss(3),
      outcome(null, [1, 1], 0, [1, 1]),
    ],
    [
      'Alternate Scoring is not used in match play',
      [ash, misty, atTime(1, 5)],
      swiss(3, { alternateScoring: true }),
      outcome(null, [1, 1], 0, [1, 1]),
    ],
    [
      '1–0 at time wins whatever the Prizes in the incomplete game',
      [ash, atTime(6, 1)],
      swiss(3, { alternateScoring: true }),
      outcome('ash', [1, 0], 0, [3, 0]),
    ],
    ['time called in game 1 is a 0–0 draw', [atTime(5, 2)], swiss(3), outcome(null, [0, 0], 0, [1, 1])],
    [
      'drawn games do not use up one of the three',
      [ash, draw, misty, draw, ash],
      swiss(3),
      outcome('ash', [2, 1], 2, [3, 0]),
    ],
    ['1–1 with a drawn game is a draw', [draw, ash, misty], swiss(3), outcome(null, [1, 1], 1, [1, 1])],
    ['3–2 in best of 5', [ash, misty, ash, misty, ash], swiss(5), outcome('ash', [3, 2], 0, [3, 0])],
    ['2–1 at time in best of 5', [ash, ash, misty, atTime(4, 1)], swiss(5), outcome('ash', [2, 1], 0, [3, 0])],
  ])('%s', (_, games, options, expected) => {
    expect(decideMatch({ games }, options)).toEqual({ ok: true, value: expected });
  });
});

describe('decideMatch: a fixed even number of games (211, 217)', () => {
  it.each<[string, Game[], DecideMatchOptions, MatchOutcome]>([
    ['2–0 in 2 games', [ash, ash], swiss(2), outcome('ash', [2, 0], 0, [3, 0])],
    ['1–1 in 2 games is a drawn match', [ash, misty], swiss(2), outcome(null, [1, 1], 0, [1, 1])],
    ['1–0 and time called in game 2', [ash, atTime(5, 1)], swiss(2), outcome('ash', [1, 0], 0, [3, 0])],
    ['a drawn game does not use up one of the two', [draw, ash, misty], swiss(2), outcome(null, [1, 1], 1, [1, 1])],
    ['2–2 in 4 games is a drawn match', [ash, misty, misty, ash], swiss(4), outcome(null, [2, 2], 0, [1, 1])],
    ['3–0 in 4 games ends the match', [ash, ash, ash], swiss(4), outcome('ash', [3, 0], 0, [3, 0])],
    ['3–1 in 4 games', [ash, misty, ash, ash], swiss(4), outcome('ash', [3, 1], 0, [3, 0])],
  ])('%s', (_, games, options, expected) => {
    expect(decideMatch({ games }, options)).toEqual({ ok: true, value: expected });
  });
});

describe('decideMatch: single elimination (217)', () => {
  it.each<[string, Game[], DecideMatchOptions, MatchOutcome]>([
    ['a won game', [misty], elimination(1), outcome('misty', [0, 1], 0, [0, 3])],
    [
      'fewer Prizes at time wins, 3 points even with Alternate Scoring',
      [atTime(1, 3)],
      elimination(1, { alternateScoring: true }),
      outcome('ash', [1, 0], 0, [3, 0], true),
    ],
    [
      'equal Prizes goes to the sudden-death winner',
      [atTime(3, 3, 'misty')],
      elimination(1),
      outcome('misty', [0, 0], 1, [0, 3]),
    ],
    [
      '1–1 in best of 3 goes to fewer Prizes in the time-called game',
      [ash, misty, atTime(4, 2)],
      elimination(3),
      outcome('misty', [1, 1], 0, [0, 3], true),
    ],
    [
      '1–1 and equal Prizes goes to sudden death',
      [ash, misty, atTime(6, 6, 'ash')],
      elimination(3),
      outcome('ash', [1, 1], 0, [3, 0]),
    ],
    [
      '1–0 at time wins on games, not on Prizes',
      [ash, atTime(5, 1)],
      elimination(3),
      outcome('ash', [1, 0], 0, [3, 0]),
    ],
    ['a drawn game is played past', [ash, misty, draw, misty], elimination(3), outcome('misty', [1, 2], 1, [0, 3])],
    ['no-show in best of 5', [], elimination(5), outcome('ash', [3, 0], 0, [3, 0])],
  ])('%s', (_, games, options, expected) => {
    const report = games.length === 0 ? { noShow: 'misty' } : { games };
    expect(decideMatch(report, options)).toEqual({ ok: true, value: expected });
  });
});

describe('decideMatch: no-show', () => {
  it.each([
    [1, 'misty', outcome('ash', [1, 0], 0, [3, 0])],
    [3, 'ash', outcome('misty', [0, 2], 0, [0, 3])],
    [5, 'misty', outcome('ash', [3, 0], 0, [3, 0])],
  ] as const)('best of %i, %s absent: the opponent wins with the game wins needed', (bestOf, absent, expected) => {
    expect(decideMatch({ noShow: absent }, swiss(bestOf, { alternateScoring: true }))).toEqual({
      ok: true,
      value: expected,
    });
  });
});

describe('decideMatch: rejected reports', () => {
  it.each<
    [string, Game[] | { noShow: string }, DecideMatchOptions, { code: string; section?: string; field?: string }]
  >([
    ['no games', [], swiss(1), refused('NO_GAMES', 'games')],
    ['a game after 2–0 in best of 3', [ash, ash, misty], swiss(3), refused('TOO_MANY_GAMES', 'games[2]', '211')],
    ['a second game in a one-game match', [ash, misty], swiss(1), refused('TOO_MANY_GAMES', 'games[1]', '211')],
    [
      'a game after 3–1 in best of 5',
      [ash, misty, ash, ash, misty],
      elimination(5),
      refused('TOO_MANY_GAMES', 'games[4]', '211'),
    ],
    ['a game after time was called', [atTime(2, 3), ash], swiss(3), refused('TOO_MANY_GAMES', 'games[1]', '216')],
    ['an unknown game winner', [ash, { winner: 'brock' }], swiss(3), refused('UNKNOWN_PLAYER', 'games[1].winner')],
    [
      'a prototype key as game winner',
      [{ winner: 'toString' }],
      swiss(1),
      refused('UNKNOWN_PLAYER', 'games[0].winner'),
    ],
    [
      'Prizes for an unknown player',
      [{ timeCalled: true, prizesRemaining: { ash: 1, misty: 2, brock: 3 } }],
      swiss(1),
      refused('UNKNOWN_PLAYER', 'games[0].prizesRemaining.brock'),
    ],
    [
      'an unknown sudden-death winner',
      [atTime(2, 2, 'brock')],
      elimination(1),
      refused('UNKNOWN_PLAYER', 'games[0].suddenDeathWinner'),
    ],
    ['an unknown no-show', { noShow: 'brock' }, swiss(1), refused('UNKNOWN_PLAYER', 'noShow')],
    [
      '5 Prizes in Limited',
      [ash, atTime(5, 2)],
      swiss(3, { prizeKind: 'limited' }),
      refused('PRIZES_OUT_OF_RANGE', 'games[1].prizesRemaining.ash', '232'),
    ],
    [
      '7 Prizes in Constructed',
      [atTime(2, 7)],
      swiss(1),
      refused('PRIZES_OUT_OF_RANGE', 'games[0].prizesRemaining.misty', '214'),
    ],
    [
      'a missing Prize count',
      [{ timeCalled: true, prizesRemaining: { ash: 1 } }],
      swiss(1),
      refused('PRIZES_OUT_OF_RANGE', 'games[0].prizesRemaining.misty'),
    ],
    [
      'equal Prizes in elimination without sudden death',
      [atTime(3, 3)],
      elimination(1),
      refused('DRAW_NOT_ALLOWED', 'games[0].suddenDeathWinner', '217'),
    ],
    ['a drawn one-game elimination match', [draw], elimination(1), refused('DRAW_NOT_ALLOWED', 'games', '217')],
    [
      '1–1 in elimination with no time-called game',
      [ash, misty],
      elimination(3),
      refused('DRAW_NOT_ALLOWED', 'games', '217'),
    ],
    [
      '1–1 and equal Prizes in elimination without sudden death',
      [ash, misty, atTime(2, 2)],
      elimination(3),
      { code: 'DRAW_NOT_ALLOWED', section: '217' },
    ],
    [
      'sudden death in Swiss',
      [atTime(3, 3, 'ash')],
      swiss(1),
      refused('SUDDEN_DEATH_NOT_NEEDED', 'games[0].suddenDeathWinner', '217'),
    ],
    [
      'sudden death when Prizes differ',
      [atTime(2, 4, 'misty')],
      elimination(1),
      refused('SUDDEN_DEATH_NOT_NEEDED', 'games[0].suddenDeathWinner'),
    ],
    [
      'sudden death when game wins differ',
      [ash, atTime(2, 2, 'misty')],
      elimination(3),
      refused('SUDDEN_DEATH_NOT_NEEDED', 'games[1].suddenDeathWinner'),
    ],
    ['best of 7', [ash], { players, bestOf: 7 as 3, stage: 'swiss' }, refused('INVALID_BEST_OF', 'bestOf', '211')],
    ['a third game in a 2-game match', [ash, misty, ash], swiss(2), refused('TOO_MANY_GAMES', 'games[2]', '211')],
    [
      'a third game after 2–0 in a 2-game match',
      [ash, ash, misty],
      swiss(2),
      refused('TOO_MANY_GAMES', 'games[2]', '211'),
    ],
    [
      'a fifth game after 2–2 in a 4-game match',
      [ash, misty, ash, misty, ash],
      swiss(4),
      refused('TOO_MANY_GAMES', 'games[4]'),
    ],
    [
      '1–1 in a 2-game elimination match with no time-called game',
      [ash, misty],
      elimination(2),
      { code: 'DRAW_NOT_ALLOWED', section: '217' },
    ],
    [
      'the same player twice',
      [{ winner: 'ash' }],
      { players: ['ash', 'ash'], bestOf: 1, stage: 'swiss' },
      refused('DUPLICATE_PLAYER', 'players'),
    ],
  ])('%s', (_, games, options, error) => {
    const report = Array.isArray(games) ? { games } : games;
    expect(decideMatch(report, options)).toMatchObject({ ok: false, error });
  });
});

/** A best-of-N report as a judge could fill it in: games until someone has enough wins, or time is called. */
function randomReport(random: Random, bestOf: 3 | 5): Game[] {
  const needed = (bestOf + 1) / 2;
  const wins = { ash: 0, misty: 0 };
  const games: Game[] = [];
  while (wins.ash < needed && wins.misty < needed) {
    const roll = random();
    if (roll < 0.1) return [...games, atTime(Math.floor(random() * 7), Math.floor(random() * 7))];
    if (roll < 0.2) games.push(draw);
    else {
      const winner = roll < 0.6 ? 'ash' : 'misty';
      wins[winner] += 1;
      games.push({ winner, penalty: random() < 0.1 });
    }
  }
  return games;
}

describe('decideMatch: properties over seeded best-of-N Swiss reports', () => {
  const random = seededRandom(2003);
  const reports = Array.from({ length: 300 }, (_, i) => {
    const bestOf = i % 2 === 0 ? 3 : 5;
    return { bestOf, games: randomReport(random, bestOf) } as const;
  });

  it.each(reports)('best of $bestOf: %#', ({ bestOf, games }) => {
    const result = decideMatch({ games }, swiss(bestOf, { alternateScoring: true }));
    if (!result.ok) throw new Error(result.error.message);
    const { winner, gameWins, gamesDrawn, points, decidedOnPrizes } = result.value;
    const completed = games.filter((g) => !('timeCalled' in g)).length;
    expect(gameWins.ash! + gameWins.misty! + gamesDrawn).toBe(completed);
    expect(decidedOnPrizes).toBe(false);
    if (winner === null) {
      expect(gameWins.ash).toBe(gameWins.misty);
      expect(points).toEqual({ ash: 1, misty: 1 });
    } else {
      const loser = winner === 'ash' ? 'misty' : 'ash';
      expect(gameWins[winner]).toBeGreaterThan(gameWins[loser]!);
      expect(points).toEqual({ [winner]: 3, [loser]: 0 });
    }
  });
});
