// A Tournament Operations Manager (TOM) file as plain data: what the app reads from a .tdf and writes back.

/** TOM's pod categories: one age division, or all ages paired together (category 8). */
export type TdfCategory = 'juniors' | 'seniors' | 'masters' | 'combined';

export interface TdfPlayer {
  /** TOM's player id: the DCI number field. */
  userid: string;
  firstName: string;
  lastName: string;
  /** TOM masks the day of birth; only the year is kept. */
  birthYear: number | null;
  /** `<dropped><round>`: out of the event after this round (0: before round 1). */
  droppedAfterRound: number | null;
}

/** Outcome 1 (player 1 won), 2 (player 2 won), 3 (tie); null for outcome 0, not reported yet. */
export type TdfResult = 'player1' | 'player2' | 'tie' | null;

export type TdfMatch = { table: number; players: [string, string]; result: TdfResult } | { bye: string };

/** Round type 3 is Swiss, type 1 single elimination (the top cut). */
export interface TdfRound {
  number: number;
  stage: 'swiss' | 'elimination';
  matches: TdfMatch[];
}

export interface TdfStanding {
  /** The category of the `<standings><pod>` the place is in: the player's pod. */
  category: TdfCategory;
  userid: string;
  place: number;
  /** `type="dnf"`: dropped, did not finish. */
  dnf: boolean;
}

/** A `<pod>`: a group of divisions paired together, with its own Swiss rounds and its own top cut. */
export interface TdfPod {
  category: TdfCategory;
  /** The players of its `<subgroups>` (TOM's userids), in the file's order. */
  players: string[];
  /** Swiss rounds numbered from 1, then the pod's single-elimination rounds numbered on. */
  rounds: TdfRound[];
}

export interface TdfEvent {
  name: string;
  /** TOM's sanction id (`<data><id>`), empty when none. */
  sanctionId: string;
  /** YYYY-MM-DD, from `<startdate>` MM/DD/YYYY. */
  date: string;
  /** Swiss round time in minutes; null when untimed (0). */
  roundMinutes: number | null;
  /** Top cut round time in minutes; null when untimed (0). */
  finalsRoundMinutes: number | null;
  /** Root `stage="5"`: TOM closed the event. */
  finished: boolean;
  players: TdfPlayer[];
  /** One pod per group of divisions paired together (none in a file that lists no pod). */
  pods: TdfPod[];
  /** `<standings>`: final places, written once the event is finished. */
  standings: TdfStanding[];
}

export const TDF_CATEGORY_CODES: Record<TdfCategory, string> = { juniors: '0', seniors: '1', masters: '2', combined: '8' };
