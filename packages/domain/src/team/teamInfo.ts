// 241, 243, 244: the team-specific information every team must register, and its validation.
import type { RuleError } from '../shared/error.ts';
import type { RuleCode } from '../shared/errorCodes.ts';
import type { TeamInfo, TeamMember } from './types.ts';

/**
 * A DCI membership number is 1 to 10 digits (the longest numbers the DCI issued are ten digits;
 * shorter ones are often written zero-padded to ten). Surrounding spaces are ignored.
 */
export function isValidDciNumber(dciNumber: string): boolean {
  return typeof dciNumber === 'string' && /^\d{1,10}$/.test(dciNumber.trim());
}

/** The same DCI number however it was written: trimmed, without zero padding ("0000012345" → "12345"). */
export function normalizeDciNumber(dciNumber: string): string {
  return dciNumber.trim().replace(/^0+(?=\d)/, '');
}

const isBlank = (value: string | undefined): boolean => typeof value !== 'string' || value.trim() === '';

const error = (code: RuleCode, section: string, field: string, message: string): RuleError => ({
  code,
  section,
  field,
  message,
});

const REQUIRED_TEAM_FIELDS = ['name', 'city', 'stateProvince', 'country'] as const;

/** Each field as a person says it: an error names the player and the field in words, not `members[0].lastName`. */
const TEAM_FIELD_WORDS: Record<(typeof REQUIRED_TEAM_FIELDS)[number], string> = {
  name: 'name',
  city: 'city',
  stateProvince: 'state or province',
  country: 'country',
};
const MEMBER_FIELD_WORDS = { firstName: 'first name', lastName: 'last name', dciNumber: 'DCI number' } as const;

/** "Player A" as the form heads the member, or "Member 2" while the member has no seat. */
const memberName = (member: TeamMember, index: number) =>
  member.seat === 'A' || member.seat === 'B' ? `Player ${member.seat}` : `Member ${index + 1}`;

/** Every missing or invalid field of a team's registration; an empty list means the team may register. */
export function validateTeamInfo(info: TeamInfo): RuleError[] {
  const missing = REQUIRED_TEAM_FIELDS.filter((field) => isBlank(info[field])).map((field) =>
    error('TEAM_INFO_MISSING', '244', field, `The team's ${TEAM_FIELD_WORDS[field]} is required (241).`),
  );
  if (info.members.length !== 2) {
    const size = error('TEAM_SIZE', '243', 'members', `A team has exactly two members, not ${info.members.length}.`);
    return [...missing, size];
  }
  return [...missing, ...info.members.flatMap(memberErrors), ...pairErrors(info.members)];
}

function memberErrors(member: TeamMember, index: number): RuleError[] {
  const at = `members[${index}]`;
  const who = memberName(member, index);
  const errors = (['firstName', 'lastName', 'dciNumber'] as const)
    .filter((field) => isBlank(member[field]))
    .map((field) =>
      error('TEAM_INFO_MISSING', '244', `${at}.${field}`, `${who}'s ${MEMBER_FIELD_WORDS[field]} is required (241).`),
    );
  if (!isBlank(member.dciNumber) && !isValidDciNumber(member.dciNumber)) {
    errors.push(
      error(
        'INVALID_DCI_NUMBER',
        '241',
        `${at}.dciNumber`,
        `${who}'s DCI number "${member.dciNumber}" is not a DCI number (1 to 10 digits).`,
      ),
    );
  }
  if (member.seat !== 'A' && member.seat !== 'B') {
    errors.push(error('SEATS_INVALID', '244', `${at}.seat`, `${who} must be designated Player A or Player B.`));
  }
  return errors;
}

function pairErrors(members: readonly TeamMember[]): RuleError[] {
  const [first, second] = members as readonly [TeamMember, TeamMember];
  const errors: RuleError[] = [];
  const bothValid = isValidDciNumber(first.dciNumber) && isValidDciNumber(second.dciNumber);
  if (bothValid && normalizeDciNumber(first.dciNumber) === normalizeDciNumber(second.dciNumber)) {
    errors.push(
      error(
        'SAME_PLAYER_TWICE',
        '243',
        'members[1].dciNumber',
        'A team is two different DCI members; Player A and Player B have the same DCI number.',
      ),
    );
  }
  if (first.seat === second.seat && (first.seat === 'A' || first.seat === 'B')) {
    errors.push(
      error(
        'SEATS_INVALID',
        '244',
        'members[1].seat',
        `One member is Player A and the other Player B; both are Player ${first.seat}.`,
      ),
    );
  }
  return errors;
}
