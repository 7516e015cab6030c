// 210: what the pairings check reads: the round as paired, and the players as they stood before it.
import type { PlayerId } from '../../match/types.ts';
import type { PairingPlayer } from '../types.ts';

export interface PairingsToCheck {
  round: number;
  /** The round's Active players as they stood when it was paired: points, opponents, earlier byes. */
  players: readonly PairingPlayer[];
  /** Registered players who are not Active in the round: dropped, disqualified or entering later. */
  inactive: ReadonlySet<PlayerId>;
  /** Pairs the organizer asked to keep apart. */
  avoid?: readonly (readonly [PlayerId, PlayerId])[];
  /** The pods' seats when the players sit in pods (Appendix A 1). */
  pods?: readonly (readonly PlayerId[])[];
  tables: readonly { table: number; players: readonly [PlayerId, PlayerId] }[];
  byes: readonly PlayerId[];
  /** Players' names for the messages. */
  names?: ReadonlyMap<PlayerId, string>;
}

export const problemKinds = [
  'PLAYER_UNPAIRED',
  'PLAYER_TWICE',
  'INACTIVE_PAIRED',
  'UNKNOWN_PLAYER',
  'DIFFERENT_PODS',
  'TOO_MANY_BYES',
  'WRONG_BYE',
  'AVOIDABLE_REMATCH',
  'KEEP_APART',
] as const;

/** One reason the round may not go up as paired. */
export interface PairingProblem {
  kind: (typeof problemKinds)[number];
  message: string;
  section: string;
  players: PlayerId[];
}

export const nameOf = (facts: PairingsToCheck, id: PlayerId): string => facts.names?.get(id) ?? id;
