// 243: a team is identified by its members' DCI numbers; new members make a new team, new details do not.
import { type Result, ok } from '../shared/error.ts';
import { normalizeDciNumber, validateTeamInfo } from './teamInfo.ts';
import type { RegisteredTeam, TeamInfo, TeamKey, TeamMember } from './types.ts';

/** The same key whichever member is named first, and however the DCI numbers were padded. */
export function teamKey(dciA: string, dciB: string): TeamKey {
  return [normalizeDciNumber(dciA), normalizeDciNumber(dciB)].sort().join('/');
}

export const keyOfTeam = (info: TeamInfo): TeamKey =>
  teamKey(info.members[0]?.dciNumber ?? '', info.members[1]?.dciNumber ?? '');

/** The details a team may change and stay the same team (243), plus its members' names and designations. */
export type TeamChange = 'name' | 'affiliation' | 'city' | 'stateProvince' | 'country' | 'members';

export type TeamRegistration =
  | { action: 'create'; key: TeamKey; team: RegisteredTeam }
  | { action: 'update'; key: TeamKey; team: RegisteredTeam; previous: RegisteredTeam; changed: TeamChange[] };

/**
 * Registers a submission against the known teams: the same two DCI members update their team,
 * any other pair is a new team. Invalid submissions fail with their first error; call
 * `validateTeamInfo` to list them all.
 */
export function applyTeamRegistration(
  existingTeams: readonly RegisteredTeam[],
  submission: TeamInfo,
): Result<TeamRegistration> {
  const [firstError] = validateTeamInfo(submission);
  if (firstError) return { ok: false, error: firstError };
  const key = keyOfTeam(submission);
  const team = { key, info: submission };
  const previous = existingTeams.find((existing) => existing.key === key);
  if (!previous) return ok({ action: 'create', key, team });
  return ok({ action: 'update', key, team, previous, changed: changesBetween(previous.info, submission) });
}

const DETAILS = ['name', 'affiliation', 'city', 'stateProvince', 'country'] as const;

function changesBetween(before: TeamInfo, after: TeamInfo): TeamChange[] {
  const changed: TeamChange[] = DETAILS.filter((field) => (before[field] ?? '').trim() !== (after[field] ?? '').trim());
  return membersDiffer(before.members, after.members) ? [...changed, 'members'] : changed;
}

const memberSignature = (m: TeamMember): string =>
  [normalizeDciNumber(m.dciNumber), m.firstName.trim(), m.lastName.trim(), m.seat].join('|');

function membersDiffer(before: readonly TeamMember[], after: readonly TeamMember[]): boolean {
  const signatures = (members: readonly TeamMember[]) => members.map(memberSignature).sort().join(';');
  return signatures(before) !== signatures(after);
}
