// Test fixtures for standings: entries as a judge's reports would come out of 216/217, and the rows expected back.
import { expect } from 'vitest';
import type { PlayerId } from '../match/types.ts';
import { computeStandings } from './standings.ts';
import type { ScoringPolicy, Standings, StandingsEntry, StandingsPlayer, StandingsRowBase } from './types.ts';

/** A reported match between `a` and `b`, won by `winner` (null for a draw), with the games and points given. */
function match(
  round: number,
  [a, b]: [PlayerId, PlayerId],
  winner: PlayerId | null,
  games: [number, number],
  gamesDrawn: number,
  points: [number, number],
  decidedOnPrizes = false,
): StandingsEntry {
  return {
    round,
    kind: 'match',
    players: [a, b],
    outcome: {
      winner,
      gameWins: { [a]: games[0], [b]: games[1] },
      gamesDrawn,
      points: { [a]: points[0], [b]: points[1] },
      decidedOnPrizes,
    },
  };
}

/** `winner` beats `loser`, by default 1–0 in a single game. */
export function won(
  round: number,
  winner: PlayerId,
  loser: PlayerId,
  games: [number, number] = [1, 0],
  gamesDrawn = 0,
): StandingsEntry {
  return match(round, [winner, loser], winner, games, gamesDrawn, [3, 0]);
}

/** A drawn match, by default one drawn game. */
export function drew(
  round: number,
  a: PlayerId,
  b: PlayerId,
  games: [number, number] = [0, 0],
  gamesDrawn = 1,
): StandingsEntry {
  return match(round, [a, b], null, games, gamesDrawn, [1, 1]);
}

/** 216: a single game won on Prizes when time was called, worth `points` (2 under the Alternate Scoring System). */
export function wonOnPrizes(round: number, winner: PlayerId, loser: PlayerId, points = 2): StandingsEntry {
  return match(round, [winner, loser], winner, [1, 0], 0, [points, 0], true);
}

export function bye(round: number, playerId: PlayerId): StandingsEntry {
  return { round, kind: 'bye', playerId };
}

export function lateEntry(round: number, playerId: PlayerId): StandingsEntry {
  return { round, kind: 'lateEntryLoss', playerId };
}

/** Players whose id is their name. */
export function players(...names: string[]): StandingsPlayer[] {
  return names.map((name) => ({ id: name, name }));
}

/** A percentage as the tests expect it: equal to 12 decimal places. */
export const near = (value: number): unknown => expect.closeTo(value, 12);

type RowsOf<P extends ScoringPolicy> = Extract<Standings, { policy: P['name'] }>['rows'];

/** The rows of `computeStandings` under `policy`; throws on a refusal or on another policy's rows. */
export function standingsRows<P extends ScoringPolicy>(
  roster: StandingsPlayer[],
  entries: StandingsEntry[],
  throughRound: number,
  policy: P,
): RowsOf<P> {
  const standings = computeStandings({ players: roster, entries, throughRound, policy });
  if (!standings.ok) throw new Error(standings.error.message);
  if (standings.value.policy !== policy.name) throw new Error(`expected ${policy.name} rows`);
  return standings.value.rows as RowsOf<P>;
}

/**
 * A whole expected row of a player whose id is their name: the record as given, each of the policy's
 * percentages (`matchWin` and its tiebreakers) compared with `near`.
 */
export function expectedRow(
  record: Omit<StandingsRowBase, 'name' | 'matchWin'>,
  percentages: { matchWin: number } & Record<string, number>,
) {
  const figures = Object.fromEntries(Object.entries(percentages).map(([key, value]) => [key, near(value)]));
  return { ...record, name: record.playerId, ...figures };
}
