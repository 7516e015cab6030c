// Test fixtures for standings: entries as a judge's reports would come out of 216/217, and the rows expected back.
import { expect } from 'vitest';
import type { PlayerId } from '../match/types.ts';
import { computeStandings } from './standings.ts';
import type { ScoringPolicy, Standings, StandingsEntry, StandingsPlayer } from './types.ts';

type Games = [number, number];

/** A reported match between `a` and `b`, won by `winner` (null for a draw), with the games and points given. */
function match(
  round: number,
  [a, b]: [PlayerId, PlayerId],
  winner: PlayerId | null,
  games: Games,
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
export function won(round: number, winner: PlayerId, loser: PlayerId, games: Games = [1, 0], gamesDrawn = 0) {
  return match(round, [winner, loser], winner, games, gamesDrawn, [3, 0]);
}

/** A drawn match, by default one drawn game. */
export function drew(round: number, a: PlayerId, b: PlayerId, games: Games = [0, 0], gamesDrawn = 1) {
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

const recordColumns = ['rank', 'playerId', 'points', 'wins', 'losses', 'draws', 'byes', 'dropped'] as const;
type RecordCells = [number, PlayerId, number, number, number, number, number, boolean];

/**
 * Whole expected rows, one a table row, of players whose id is their name: the record (rank, player,
 * points, wins, losses, draws, byes, dropped), then the policy's `percentages` in the order named
 * (`matchWin` and its tiebreakers), each compared with `near`.
 */
export function expectedRows(percentages: readonly string[], ...table: [...RecordCells, ...number[]][]) {
  return table.map((cells) => {
    if (cells.length !== recordColumns.length + percentages.length) throw new Error(`a row of ${cells.length} cells`);
    const record = recordColumns.map((column, i): [string, unknown] => [column, cells[i]]);
    const figures = percentages.map((name, i): [string, unknown] => [
      name,
      near(cells[recordColumns.length + i] as number),
    ]);
    return { ...Object.fromEntries(record), name: cells[1], ...Object.fromEntries(figures) };
  });
}
