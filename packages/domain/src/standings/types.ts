// 216 (Alternate Scoring System) and the tiebreakers: the standings engine's input, scoring policies and rows.
import type { MatchOutcome, PlayerId } from '../match/types.ts';

/**
 * One result that counts towards the standings, tagged with its Swiss round.
 * - `match`: a reported match; `outcome.points`, `gameWins` and `gamesDrawn` are used as given.
 * - `bye`: a match win with no opponent.
 * - `lateEntryLoss`: a round the player missed by entering late — a match loss, 0–2 in games, with no opponent.
 */
export type StandingsEntry =
  | { round: number; kind: 'match'; players: readonly [PlayerId, PlayerId]; outcome: MatchOutcome }
  | { round: number; kind: 'bye'; playerId: PlayerId }
  | { round: number; kind: 'lateEntryLoss'; playerId: PlayerId };

export interface StandingsPlayer {
  id: PlayerId;
  name: string;
  /** The last round the player played before the drop; null or absent while the player is still in. */
  droppedAfterRound?: number | null;
  /**
   * The player leaves the standings, but every result already played stands for the opponents.
   * A disqualified player has also left the event: give the round of the disqualification as
   * `droppedAfterRound`; without it the player counts as dropped in every round.
   */
  disqualified?: boolean;
}

export interface StandingsInput {
  players: readonly StandingsPlayer[];
  entries: readonly StandingsEntry[];
  /** Standings after this round: entries of later rounds are ignored (0 = before round 1). */
  throughRound: number;
  policy: ScoringPolicy;
}

export interface MatchPoints {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

export type Dci2003Tiebreaker = 'omw' | 'gw' | 'ogw';

export interface Dci2003Policy {
  readonly name: 'dci2003';
  readonly matchPoints: MatchPoints;
  /** 216: the Pokémon Alternate Scoring System — a single-game match won on Prizes at time is worth `prizeWinAtTime`. */
  readonly alternateScoring: boolean;
  readonly prizeWinAtTime: number;
  /** Game points: a game won, a game drawn (a game lost scores 0). */
  readonly gamePoints: { readonly win: number; readonly draw: number };
  readonly byeGameWins: number;
  readonly lateEntryGameLosses: number;
  /** No match-win % or game-win % counts below this. */
  readonly floor: number;
  readonly tiebreakers: readonly Dci2003Tiebreaker[];
}

export type PlayPokemonTiebreaker = 'opWin' | 'opOpWin';

export interface PlayPokemonPolicy {
  readonly name: 'playpokemon';
  readonly matchPoints: MatchPoints;
  /** How much of a win a tie counts for in win %. */
  readonly tieCredit: number;
  readonly floor: number;
  /** No dropped player's win % counts above this. */
  readonly droppedCap: number;
  readonly tiebreakers: readonly PlayPokemonTiebreaker[];
  /** After the tiebreakers, exactly two tied players who met are ordered by their head-to-head result. */
  readonly headToHead: boolean;
}

export type ScoringPolicy = Dci2003Policy | PlayPokemonPolicy;

/** What every policy's row carries; percentages are fractions 0–1 at full precision. */
export interface StandingsRowBase {
  /** 1 + the number of players strictly ahead: exactly tied players share it. */
  rank: number;
  playerId: PlayerId;
  name: string;
  points: number;
  /** Byes included. */
  wins: number;
  /** Late-entry losses included. */
  losses: number;
  draws: number;
  byes: number;
  dropped: boolean;
  /** The player's own win figure as opponents see it: match-win % (dci2003) or win % (playpokemon). */
  matchWin: number;
}

export interface Dci2003Row extends StandingsRowBase {
  omw: number;
  gw: number;
  ogw: number;
}

export interface PlayPokemonRow extends StandingsRowBase {
  opWin: number;
  opOpWin: number;
}

export type Standings =
  | { policy: 'dci2003'; throughRound: number; rows: Dci2003Row[] }
  | { policy: 'playpokemon'; throughRound: number; rows: PlayPokemonRow[] };
