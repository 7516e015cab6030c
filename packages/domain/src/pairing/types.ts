// 210: the data a Swiss round is paired from and the pairing it produces.
import type { PlayerId } from '../match/types.ts';

/** An Active player as the pairing sees them: match points so far, who they met, whether they had a bye. */
export interface PairingPlayer {
  id: PlayerId;
  points: number;
  opponents: PlayerId[];
  hadBye: boolean;
}

export interface PairingInput {
  round: number;
  /** Active players only: dropped players are left out by the caller. */
  players: PairingPlayer[];
  /** Pairs the organizer asked to keep apart (e.g. family members), honoured when possible. */
  avoid?: [PlayerId, PlayerId][];
}

export interface PairDown {
  from: number;
  to: number;
}

export interface Pairing {
  table: number;
  /** Higher match points first. */
  players: [PlayerId, PlayerId];
  explanation: string;
  /** Set when the two already met: only when no pairing of the round avoids every rematch. */
  rematch?: boolean;
  /** Set when the organizer asked to keep these two apart and no pairing could. */
  shouldNotMeet?: boolean;
  pairDown?: PairDown;
}

export interface Bye {
  playerId: PlayerId;
  explanation: string;
}

export interface PairingResult {
  pairings: Pairing[];
  bye: Bye | null;
}
