// 213: the sentence the result form and the match slip use to say who chooses to play first
import { chooserForNextGame } from './firstPlayer.ts';
import type { Game, PlayerId } from './types.ts';

export interface FirstPlayerFacts {
  /** The games entered so far ([] on a blank slip or before game 1). */
  games: readonly Game[];
  /** Who won the coin toss, when the judge entered it. */
  coinToss: PlayerId | null;
  players: readonly [PlayerId, PlayerId];
  names: Readonly<Record<PlayerId, string>>;
  bestOf: number;
}

const LATER_GAMES =
  'after each game its loser (even by a penalty) chooses; after a draw, the player who chose for that game chooses again';

/** Who chooses for the next game, or null when the app cannot know (no coin toss entered and no game with a loser since). */
export function knownChooser({
  games,
  coinToss,
  players,
}: Pick<FirstPlayerFacts, 'games' | 'coinToss' | 'players'>): PlayerId | null {
  const lastWon = games.findLastIndex((game) => 'winner' in game);
  if (lastWon < 0) return coinToss;
  return chooserForNextGame(games.slice(lastWon), players[0], players);
}

/** Names the chooser only when known; otherwise states the rule that decides it. */
export function firstPlayerSentence(facts: FirstPlayerFacts): string {
  const chooser = knownChooser(facts);
  const game = facts.games.length + 1;
  const inGame = facts.bestOf > 1 ? ` in game ${game}` : '';
  if (chooser !== null) return `${facts.names[chooser] ?? chooser} chooses who plays first${inGame} (213).`;
  if (facts.games.length > 0)
    return `The player who chose for game ${game - 1} chooses again${inGame}: it was not won (213).`;
  return facts.bestOf > 1
    ? `The winner of the coin toss chooses who plays first${inGame}; ${LATER_GAMES} (213).`
    : 'The winner of the coin toss chooses who plays first (213).';
}
