import { gameSentence, resultSentence } from '@tcg/domain/match';
import type { GameReport, MatchView } from './apiTypes';

const seatsOf = (match: MatchView) => {
  const players = [match.playerA, ...(match.playerB ? [match.playerB] : [])];
  return {
    players: [match.playerA.id, match.playerB?.id ?? ''] as const,
    names: Object.fromEntries(players.map((p) => [p.id, p.name])),
  };
};

export function describeGame(match: MatchView, game: GameReport): string {
  const { players, names } = seatsOf(match);
  return gameSentence(game, players, names);
}

/** One line for a stored result: the winner or the draw, with the games or the no-show, each fact once. */
export function describeResult(match: MatchView): string {
  if (match.bye) return 'bye';
  if (!match.result || !match.outcome) return 'no result';
  return resultSentence({ result: match.result, outcome: match.outcome, ...seatsOf(match) });
}
