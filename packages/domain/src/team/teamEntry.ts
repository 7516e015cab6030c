// 201, 243, 244: whether a registered team may enter a team event now, and the first round it plays.
import { lateEntryRound } from '../event/registration.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { enterTeam } from './eventEligibility.ts';
import { checkTeamName, type NameRefusal, type NameReservation } from './teamNames.ts';
import type { RegisteredTeam } from './types.ts';

/** Only a team event takes teams (201); any other event registers players one by one. */
export function teamEventOnly(event: { teams: boolean }): Result<true> {
  return event.teams
    ? ok(true)
    : fail('NOT_A_TEAM_EVENT', 'This is not a team event: register players one by one.', '201');
}

export interface TeamEntryFacts {
  roundsPaired: number;
  /** The event's planned Swiss rounds; null when open-ended. */
  rounds: number | null;
  /** The teams already entered in the event. */
  entered: readonly RegisteredTeam[];
  team: RegisteredTeam;
  reservations: readonly NameReservation[];
  refusals: readonly NameRefusal[];
  /** DCI numbers of the team's members already registered in the event as single players. */
  registeredAlone: readonly string[];
}

/** The round the team starts in (late teams lose the rounds missed), or why it may not enter (241–244). */
export function teamEntry(facts: TeamEntryFacts): Result<number> {
  const { team } = facts;
  const firstRound = lateEntryRound(facts.roundsPaired, facts.rounds);
  if (!firstRound.ok) return firstRound;
  const entered = enterTeam(facts.entered, team.info);
  if (!entered.ok) return entered;
  const name = checkTeamName(team.info.name, team.key, facts);
  if (!name.ok) return name;
  const index = team.info.members.findIndex((m) => facts.registeredAlone.includes(m.dciNumber));
  if (index >= 0) {
    const message = `DCI member ${team.info.members[index]!.dciNumber} is already registered in this event as a single player.`;
    return fail('PLAYER_ALREADY_REGISTERED', message, '243', `members[${index}].dciNumber`);
  }
  return firstRound;
}
