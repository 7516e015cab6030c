// The standings' input once read and checked (entries.ts): players by index, each round's entries, a result as a number.
import type { StandingsPlayer } from './types.ts';

/** A player's result against one opponent. */
export const WON = 1;
export const DREW = 0;
export const LOST = -1;

/** A match read once from its outcome, its players as indexes into the player list. */
export interface MatchEntry {
  readonly kind: 'match';
  readonly a: number;
  readonly b: number;
  /** a's result: WON, DREW or LOST. */
  readonly resultA: number;
  readonly pointsA: number;
  readonly pointsB: number;
  readonly gameWinsA: number;
  readonly gameWinsB: number;
  readonly gamesDrawn: number;
}

export type RoundEntry =
  | MatchEntry
  | { readonly kind: 'bye'; readonly player: number }
  | { readonly kind: 'lateEntryLoss'; readonly player: number };

export interface PreparedEvent {
  readonly players: readonly StandingsPlayer[];
  readonly throughRound: number;
  /** `rounds[r - 1]` holds the entries of round r, up to the last round ≤ throughRound that has any. */
  readonly rounds: readonly (readonly RoundEntry[])[];
}
