// 216, 217: one sentence for a match result, as the result form, the slip and the pages say it — never the same fact twice
import type { PlayerId } from './types.ts';

/** A game as reported (the domain's Game, or the API's stored game with the same fields). */
export interface ReportedGame {
  winner?: PlayerId;
  penalty?: boolean;
  draw?: boolean;
  timeCalled?: boolean;
  prizesRemaining?: Record<PlayerId, number>;
  suddenDeathWinner?: PlayerId;
}

export interface ResultFacts {
  result: { games: readonly ReportedGame[] } | { noShow: PlayerId };
  outcome: { winner: PlayerId | null; decidedOnPrizes: boolean };
  players: readonly [PlayerId, PlayerId];
  names: Readonly<Record<PlayerId, string>>;
}

const nameIn = (names: Readonly<Record<PlayerId, string>>) => (id: PlayerId | undefined) =>
  id === undefined ? '?' : (names[id] ?? id);

/** One game: "Gary Oak won", "draw", "time called, Prizes left: Gary Oak 1, Misty 3". */
export function gameSentence(
  game: ReportedGame,
  players: readonly [PlayerId, PlayerId],
  names: Readonly<Record<PlayerId, string>>,
): string {
  const name = nameIn(names);
  if (game.timeCalled) {
    const prizes = players.map((p) => `${name(p)} ${game.prizesRemaining?.[p] ?? '?'}`).join(', ');
    const suddenDeath = game.suddenDeathWinner ? `; sudden death won by ${name(game.suddenDeathWinner)} (217)` : '';
    return `time called, Prizes left: ${prizes}${suddenDeath}`;
  }
  if (game.draw) return 'draw';
  const loser = players.find((p) => p !== game.winner);
  return game.penalty ? `${name(game.winner)} won: game loss penalty for ${name(loser)}` : `${name(game.winner)} won`;
}

/** "Gary Oak wins", "Gary Oak wins (game 1: …; game 2: …)", "Draw", "Gary Oak wins: Misty Waterflower did not show". */
export function resultSentence({ result, outcome, players, names }: ResultFacts): string {
  const name = nameIn(names);
  const head = outcome.winner ? `${name(outcome.winner)} wins` : 'Draw';
  if ('noShow' in result) return `${head}: ${name(result.noShow)} did not show`;
  const onPrizes = outcome.decidedOnPrizes ? ' on Prizes at time (216)' : '';
  const [only] = result.games;
  if (result.games.length === 1 && only) {
    const plain = (only.winner !== undefined && !only.penalty) || only.draw;
    return plain ? head : `${head}${onPrizes} — ${gameSentence(only, players, names)}`;
  }
  const games = result.games.map((g, i) => `game ${i + 1}: ${gameSentence(g, players, names)}`).join('; ');
  return `${head}${onPrizes} (${games})`;
}
