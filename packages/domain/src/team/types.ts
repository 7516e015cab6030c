// 241, 243, 244: the shapes of a team, its members and their Player A/B designation.
import type { PlayerId } from '../match/types.ts';

/** Player A or Player B, designated at event registration (244). */
export type PlayerSeat = 'A' | 'B';

export interface TeamMember {
  /** DCI membership number, digits only (see `isValidDciNumber`). */
  dciNumber: string;
  firstName: string;
  lastName: string;
  seat: PlayerSeat;
}

/** The team-specific information of 241. */
export interface TeamInfo {
  name: string;
  /** Sponsor, school, retail store, and so on; only if the team has one. */
  affiliation?: string;
  city: string;
  stateProvince: string;
  country: string;
  members: readonly TeamMember[];
}

/** A team's identity (243): its two members' DCI numbers, order-independent. See `teamKey`. */
export type TeamKey = string;

export interface RegisteredTeam {
  key: TeamKey;
  info: TeamInfo;
}

/** Any id the caller uses for a team at a table; a `TeamKey` works. */
export type TeamId = string;

/** A team's two players by designation, as seated for a game. */
export interface TeamAtTable {
  id: TeamId;
  A: PlayerId;
  B: PlayerId;
}

/** Where the team-play procedures live: Appendix A, part "B. Pokémon Rules for Team Play". */
export const TEAM_PLAY_SECTION = 'Appendix A.B';
