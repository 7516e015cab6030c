// 213: who plays first — the loser of the previous game chooses; after a drawn game, the same chooser again
import type { Game, PlayerId } from './types.ts';

/**
 * Who chooses whether to play first in the game after `games`. `firstChooser` won the coin toss for game 1.
 * Expects the ids already checked against `players` (decideMatch does that). A game lost to a penalty is still
 * a loss; a game without a loser (a draw, or time called) leaves the choice with the same player.
 */
export function chooserForNextGame(
  games: readonly Game[],
  firstChooser: PlayerId,
  players: readonly [PlayerId, PlayerId],
): PlayerId {
  return games.reduce((chooser, game) => nextChooser(chooser, game, players), firstChooser);
}

/** The chooser of every game in a report, in order (index i chose for game i + 1), for slips and the entry form. */
export function choosersForGames(
  games: readonly Game[],
  firstChooser: PlayerId,
  players: readonly [PlayerId, PlayerId],
): PlayerId[] {
  return games.map((_, i) => chooserForNextGame(games.slice(0, i), firstChooser, players));
}

function nextChooser(chooser: PlayerId, game: Game, players: readonly [PlayerId, PlayerId]): PlayerId {
  if (!('winner' in game)) return chooser;
  return game.winner === players[0] ? players[1] : players[0];
}
