// The match record behind every standings figure: points, results, games and opponents, built round by round.
import { LOST, WON, type PreparedEvent, type RoundEntry } from './prepared.ts';
import type { MatchPoints } from './types.ts';

export interface Records {
  readonly points: Float64Array;
  /** Byes included. */
  readonly wins: Int32Array;
  /** Late-entry losses included. */
  readonly losses: Int32Array;
  readonly draws: Int32Array;
  readonly byes: Int32Array;
  readonly lateLosses: Int32Array;
  /** Games of reported matches only: byes and late-entry losses have no games played. */
  readonly gameWins: Int32Array;
  readonly gamesDrawn: Int32Array;
  readonly games: Int32Array;
  /** Rounds with an opponent, per player. */
  readonly opponentCount: Int32Array;
  /** Player p's k-th opponent, in round order, is `opponents[p * stride + k]`… */
  readonly opponents: Int32Array;
  /** …and p's result against them (WON, DREW, LOST) is `results[p * stride + k]`. */
  readonly results: Int8Array;
  /** At most one opponent a round: the number of rounds. */
  readonly stride: number;
}

function emptyRecords(count: number, rounds: number): Records {
  return {
    points: new Float64Array(count),
    wins: new Int32Array(count),
    losses: new Int32Array(count),
    draws: new Int32Array(count),
    byes: new Int32Array(count),
    lateLosses: new Int32Array(count),
    gameWins: new Int32Array(count),
    gamesDrawn: new Int32Array(count),
    games: new Int32Array(count),
    opponentCount: new Int32Array(count),
    opponents: new Int32Array(count * rounds),
    results: new Int8Array(count * rounds),
    stride: rounds,
  };
}

/**
 * Adds the rounds in order; `afterRound(round)` runs once each round is in, for figures that must be
 * taken as they stood at that round.
 */
export function buildRecords(
  event: PreparedEvent,
  matchPoints: MatchPoints,
  afterRound?: (round: number, records: Records) => void,
): Records {
  const records = emptyRecords(event.players.length, event.rounds.length);
  for (const [r, entries] of event.rounds.entries()) {
    for (const entry of entries) addEntry(records, entry, matchPoints);
    afterRound?.(r + 1, records);
  }
  return records;
}

function addEntry(records: Records, entry: RoundEntry, matchPoints: MatchPoints): void {
  if (entry.kind === 'bye') {
    records.points[entry.player]! += matchPoints.win;
    records.wins[entry.player]! += 1;
    records.byes[entry.player]! += 1;
  } else if (entry.kind === 'lateEntryLoss') {
    records.points[entry.player]! += matchPoints.loss;
    records.losses[entry.player]! += 1;
    records.lateLosses[entry.player]! += 1;
  } else {
    const games = entry.gameWinsA + entry.gameWinsB + entry.gamesDrawn;
    addMatchSide(records, entry.a, entry.b, entry.resultA, entry.pointsA, entry.gameWinsA, entry.gamesDrawn, games);
    addMatchSide(records, entry.b, entry.a, -entry.resultA, entry.pointsB, entry.gameWinsB, entry.gamesDrawn, games);
  }
}

function addMatchSide(
  records: Records,
  p: number,
  opponent: number,
  result: number,
  points: number,
  gameWins: number,
  gamesDrawn: number,
  games: number,
): void {
  records.points[p]! += points;
  if (result === WON) records.wins[p]! += 1;
  else if (result === LOST) records.losses[p]! += 1;
  else records.draws[p]! += 1;
  records.gameWins[p]! += gameWins;
  records.gamesDrawn[p]! += gamesDrawn;
  records.games[p]! += games;
  const slot = p * records.stride + records.opponentCount[p]!;
  records.opponents[slot] = opponent;
  records.results[slot] = result;
  records.opponentCount[p]! += 1;
}

/** The mean of `figure` over p's opponents, one term per round played against one, or `empty` when p has had none. */
export function meanOverOpponents(
  records: Records,
  p: number,
  figure: (opponent: number) => number,
  empty: number,
): number {
  const count = records.opponentCount[p]!;
  if (count === 0) return empty;
  const first = p * records.stride;
  let sum = 0;
  for (let k = first; k < first + count; k++) sum += figure(records.opponents[k]!);
  return sum / count;
}

/** Reads one player's figure out of a per-player table. */
export function figureOf(figures: Float64Array): (p: number) => number {
  return (p) => figures[p]!;
}

/** `figure(p)` for every player. */
export function perPlayer(count: number, figure: (p: number) => number): Float64Array {
  const figures = new Float64Array(count);
  for (let p = 0; p < count; p++) figures[p] = figure(p);
  return figures;
}
