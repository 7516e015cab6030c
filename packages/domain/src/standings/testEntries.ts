// Test fixtures for standings: entries as a judge's reports would come out of 216/217.
import type { PlayerId } from '../match/types.ts';
import type { StandingsEntry, StandingsPlayer } from './types.ts';

/** `winner` beats `loser`, by default 1–0 in a single game. */
export function won(
  round: number,
  winner: PlayerId,
  loser: PlayerId,
  games: [number, number] = [1, 0],
  gamesDrawn = 0,
): StandingsEntry {
  return {
    round,
    kind: 'match',
    players: [winner, loser],
    outcome: {
      winner,
      gameWins: { [winner]: games[0], [loser]: games[1] },
      gamesDrawn,
      points: { [winner]: 3, [loser]: 0 },
      decidedOnPrizes: false,
    },
  };
}

/** A drawn match, by default one drawn game. */
export function drew(
  round: number,
  a: PlayerId,
  b: PlayerId,
  games: [number, number] = [0, 0],
  gamesDrawn = 1,
): StandingsEntry {
  return {
    round,
    kind: 'match',
    players: [a, b],
    outcome: {
      winner: null,
      gameWins: { [a]: games[0], [b]: games[1] },
      gamesDrawn,
      points: { [a]: 1, [b]: 1 },
      decidedOnPrizes: false,
    },
  };
}

/** 216: a single game won on Prizes when time was called, worth `points` (2 under the Alternate Scoring System). */
export function wonOnPrizes(round: number, winner: PlayerId, loser: PlayerId, points = 2): StandingsEntry {
  return {
    round,
    kind: 'match',
    players: [winner, loser],
    outcome: {
      winner,
      gameWins: { [winner]: 1, [loser]: 0 },
      gamesDrawn: 0,
      points: { [winner]: points, [loser]: 0 },
      decidedOnPrizes: true,
    },
  };
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
