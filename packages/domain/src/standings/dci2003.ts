// 216 and the DCI tiebreakers: match points, then opponents' match-win %, game-win %, opponents' game-win %.
import type { PreparedEvent } from './prepared.ts';
import { rankPlayers, sortKeys } from './rank.ts';
import { buildRecords, figureOf, meanOverOpponents, perPlayer, type Records } from './records.ts';
import { standingPlayers } from './drop.ts';
import { rankedRows } from './rows.ts';
import type { Dci2003Policy, Dci2003Row, Dci2003Tiebreaker } from './types.ts';

/**
 * Match-win % = match points ÷ (3 × rounds played), byes and late-entry losses included, floored.
 * It reads the outcome's points, so under 216's Alternate Scoring System a Prize win at time counts
 * 2 of 3 here as in the standings: the tiebreakers value a result exactly as the points do, and a
 * player's match-win % × 3 × rounds is always that player's points.
 */
function matchWinPercent(records: Records, p: number, policy: Dci2003Policy): number {
  const rounds = records.wins[p]! + records.losses[p]! + records.draws[p]!;
  if (rounds === 0) return policy.floor;
  return Math.max(records.points[p]! / (policy.matchPoints.win * rounds), policy.floor);
}

/** Game-win % = game points ÷ (3 × games played), a bye two games won and a late-entry loss two games lost, floored. */
function gameWinPercent(records: Records, p: number, policy: Dci2003Policy): number {
  const byeGames = records.byes[p]! * policy.byeGameWins;
  const games = records.games[p]! + byeGames + records.lateLosses[p]! * policy.lateEntryGameLosses;
  if (games === 0) return policy.floor;
  const points =
    policy.gamePoints.win * (records.gameWins[p]! + byeGames) + policy.gamePoints.draw * records.gamesDrawn[p]!;
  return Math.max(points / (policy.gamePoints.win * games), policy.floor);
}

/**
 * Every player's figures through the event's last round. Opponents' averages skip rounds without an
 * opponent (byes, late-entry losses) and take each opponent's floored figure; a dropped or disqualified
 * opponent counts with the rounds actually played.
 */
export function dci2003Standings(event: PreparedEvent, policy: Dci2003Policy): Dci2003Row[] {
  const records = buildRecords(event, policy.matchPoints);
  const count = event.players.length;
  const matchWin = perPlayer(count, (p) => matchWinPercent(records, p, policy));
  const gw = perPlayer(count, (p) => gameWinPercent(records, p, policy));
  const matchWinOf = figureOf(matchWin);
  const gwOf = figureOf(gw);
  const omw = perPlayer(count, (p) => meanOverOpponents(records, p, matchWinOf, policy.floor));
  const ogw = perPlayer(count, (p) => meanOverOpponents(records, p, gwOf, policy.floor));
  const figures: Record<Dci2003Tiebreaker, Float64Array> = { omw, gw, ogw };
  const keys = sortKeys(
    records.points,
    policy.tiebreakers.map((tiebreaker) => figures[tiebreaker]),
  );
  const ranked = rankPlayers(standingPlayers(event.players), event.players, keys);
  return rankedRows(event, records, ranked, matchWin, (p) => ({ omw: omw[p]!, gw: gw[p]!, ogw: ogw[p]! }));
}
