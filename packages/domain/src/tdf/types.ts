// A Tournament Operations Manager (TOM) file as plain data: what the app reads from a .tdf and writes back.

import type { Division } from '../division/ageDivision.ts';

/** TOM's pod categories: one age division (0, 1, 2), or divisions paired together: 8 Juniors + Seniors, 9 Seniors + Masters, 10 all. */
export type TdfCategory = 'juniors' | 'seniors' | 'masters' | 'juniors-seniors' | 'seniors-masters' | 'all';

/** Something in the file the app does not know and that changes nobody's pairing or result: imported, and said. */
export interface TdfWarning {
  element: string;
  message: string;
}

export interface TdfPlayer {
  /** TOM's player id: the DCI number field. */
  userid: string;
  firstName: string;
  lastName: string;
  /** TOM masks the day of birth; only the year is kept. */
  birthYear: number | null;
  /** Out of the event after this round (0: before round 1); TOM's `<dropped><round>` is the first round missed. */
  droppedAfterRound: number | null;
  /** `<seed>`: the place after Swiss of a player in a top cut. */
  seed: number | null;
  /** `<order>`: the bracket slot of a player in a top cut (slots 1v2, 3v4…). */
  order: number | null;
  /** The first round played: a late entry (outcome 8 in the rounds before, no `<starter>`) starts later. */
  firstRound: number;
}

/** Outcome 1 (player 1 won), 2 (player 2 won), 3 (tie); null for outcome 0, not reported yet. */
export type TdfResult = 'player1' | 'player2' | 'tie' | null;

/** A match of two, a bye (outcome 5) or a late entry's loss in a round before they entered (outcome 8). */
export type TdfMatch =
  { table: number; players: [string, string]; result: TdfResult } | { bye: string } | { lateEntry: string };

/** Round type 2 (Swiss, no cut) and 3 (Swiss before a cut) are Swiss, type 1 single elimination. */
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
  /** `<poddata><playoff3rd4th>`: the last elimination round holds a match for third place. */
  thirdPlace: boolean;
}

/** `<finalsoptions><categorycut>`: one division's top cut, whatever pod it is played in. */
export interface TdfCutOption {
  division: Division;
  /** Sizes TOM offered. */
  options: number[];
  /** The chosen size, 0 for none. */
  cut: number;
  playerCount: number;
  thirdPlace: boolean;
}

/** Root `type`: 1 single elimination only, 2 Swiss only, 3 Swiss then a top cut. */
export type TdfStructure = 'elimination' | 'swiss' | 'swiss-cut';

export interface TdfEvent {
  /** Root `gametype`: TRADING_CARD_GAME or VIDEO_GAME (VGC). */
  gametype: string;
  /** Root `mode`: TCG1DAY, LEAGUECHALLENGE, PRERELEASE, CUSTOM, VGCPREMIER… */
  mode: string;
  structure: TdfStructure;
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
  finalsOptions: TdfCutOption[];
  /** Unfamiliar values imported anyway. */
  warnings: TdfWarning[];
}

export const TDF_CATEGORY_CODES: Record<TdfCategory, string> = {
  juniors: '0',
  seniors: '1',
  masters: '2',
  'juniors-seniors': '8',
  'seniors-masters': '9',
  all: '10',
};

/** The divisions a category pairs together. */
export const TDF_CATEGORY_DIVISIONS: Record<TdfCategory, Division[]> = {
  juniors: ['juniors'],
  seniors: ['seniors'],
  masters: ['masters'],
  'juniors-seniors': ['juniors', 'seniors'],
  'seniors-masters': ['seniors', 'masters'],
  all: ['juniors', 'seniors', 'masters'],
};

/** The category of a set of divisions paired together. */
export function tdfCategoryOf(divisions: readonly Division[]): TdfCategory {
  const key = (['juniors', 'seniors', 'masters'] as const).filter((d) => divisions.includes(d)).join('-');
  return (
    (Object.keys(TDF_CATEGORY_DIVISIONS) as TdfCategory[]).find((c) => TDF_CATEGORY_DIVISIONS[c].join('-') === key) ??
    'all'
  );
}
