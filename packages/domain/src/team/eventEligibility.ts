// 243, 244: which teams may enter an event, and the Player A/B designation that holds throughout it.
import { type Result, type RuleError, fail, ok } from '../shared/error.ts';
import { keyOfTeam } from './identity.ts';
import { normalizeDciNumber, validateTeamInfo } from './teamInfo.ts';
import { normalizeTeamName } from './teamNames.ts';
import type { RegisteredTeam, TeamInfo } from './types.ts';

/**
 * Adds a team to an event's entries. The team must be valid (244); a DCI member may be on several
 * teams (243) but may play for only one of them in this event; names must differ within the event (241).
 */
export function enterTeam(entered: readonly RegisteredTeam[], info: TeamInfo): Result<RegisteredTeam[]> {
  const [invalid] = validateTeamInfo(info);
  if (invalid) return { ok: false, error: invalid };
  const key = keyOfTeam(info);
  if (entered.some((team) => team.key === key)) {
    return fail('TEAM_ALREADY_ENTERED', 'This team is already entered in the event.', '244');
  }
  const conflict = playerOnAnotherTeam(entered, info);
  if (conflict) return conflict;
  if (entered.some((team) => normalizeTeamName(team.info.name) === normalizeTeamName(info.name))) {
    return fail(
      'DUPLICATE_TEAM_NAME',
      `Another team in this event is already called "${info.name.trim()}".`,
      '241',
      'name',
    );
  }
  return ok([...entered, { key, info }]);
}

function playerOnAnotherTeam(
  entered: readonly RegisteredTeam[],
  info: TeamInfo,
): { ok: false; error: RuleError } | undefined {
  for (const [index, member] of info.members.entries()) {
    const dci = normalizeDciNumber(member.dciNumber);
    const other = entered.find((team) => team.info.members.some((m) => normalizeDciNumber(m.dciNumber) === dci));
    if (other) {
      const message = `DCI member ${dci} already plays for "${other.info.name}" in this event.`;
      return fail('PLAYER_ON_TWO_TEAMS', message, '243', `members[${index}].dciNumber`);
    }
  }
  return undefined;
}

/** Makes the member with `dciNumber` Player A and the teammate Player B; only until round 1 is paired (244). */
export function designatePlayerA(
  team: RegisteredTeam,
  dciNumber: string,
  roundOnePaired: boolean,
): Result<RegisteredTeam> {
  const dci = normalizeDciNumber(dciNumber);
  const member = team.info.members.find((m) => normalizeDciNumber(m.dciNumber) === dci);
  if (!member) return fail('NOT_A_MEMBER', `DCI member ${dci} is not on this team.`, '243', 'dciNumber');
  if (member.seat === 'A') return ok(team);
  if (roundOnePaired) {
    return fail(
      'SEAT_LOCKED',
      'Players keep their Player A/B designations for the entire tournament once round 1 is paired.',
      '244',
      'seat',
    );
  }
  const members = team.info.members.map((m) => ({ ...m, seat: m === member ? ('A' as const) : ('B' as const) }));
  return ok({ ...team, info: { ...team.info, members } });
}
