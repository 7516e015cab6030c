import type { GameReport, MatchView } from './apiTypes';

const nameOf = (match: MatchView, id: string | undefined) => (id === match.playerA.id ? match.playerA.name : (match.playerB?.name ?? id ?? '?'));

export function describeGame(match: MatchView, game: GameReport): string {
  if (game.timeCalled) {
    const prizes = [match.playerA, match.playerB!].map((p) => `${p.name} ${game.prizesRemaining?.[p.id] ?? '?'}`).join(', ');
    const suddenDeath = game.suddenDeathWinner ? `; sudden death won by ${nameOf(match, game.suddenDeathWinner)} (217)` : '';
    return `time called, Prizes left: ${prizes}${suddenDeath}`;
  }
  if (game.draw) return 'draw';
  return game.penalty ? `${nameOf(match, game.winner)} (game loss penalty for the opponent)` : `${nameOf(match, game.winner)} won`;
}

/** One line for a stored result: the winner or the draw, with the games or the no-show. */
export function describeResult(match: MatchView): string {
  if (match.bye) return 'bye';
  if (!match.result || !match.outcome) return 'no result';
  const { outcome } = match;
  const head = outcome.winner ? `${nameOf(match, outcome.winner)} wins` : 'Draw';
  if ('noShow' in match.result) return `${head}: ${nameOf(match, match.result.noShow)} did not show`;
  const games = match.result.games.map((g) => describeGame(match, g)).join('; ');
  return `${head}${outcome.decidedOnPrizes ? ' on Prizes at time (216)' : ''} — ${games}`;
}
