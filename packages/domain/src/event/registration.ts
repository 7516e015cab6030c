// Registration (DCI Universal Tournament Rules; no floor-rules section): DCI number and name; late entrants lose the rounds they missed
import { fail, ok, type Result } from '../shared/error.ts';

export interface PlayerEntry {
  dciNumber: string;
  firstName: string;
  lastName: string;
}

const MAX_DCI_DIGITS = 12;
const MAX_NAME = 60;

/**
 * A DCI number is digits only; spaces people type between groups of digits are dropped, and so is zero padding,
 * as the team rules' `normalizeDciNumber` does ("0012" and "12" are one member).
 */
export function validateDciNumber(raw: string): Result<string> {
  const digits = raw.replace(/\s+/g, '');
  if (digits === '')
    return fail(
      'INVALID_DCI_NUMBER',
      `The DCI number is missing: type the player's 1 to ${MAX_DCI_DIGITS} digits.`,
      undefined,
      'dciNumber',
    );
  if (!/^\d+$/.test(digits) || digits.length > MAX_DCI_DIGITS) {
    return fail(
      'INVALID_DCI_NUMBER',
      `A DCI number is 1 to ${MAX_DCI_DIGITS} digits, not "${raw}".`,
      undefined,
      'dciNumber',
    );
  }
  return ok(digits.replace(/^0+(?=\d)/, ''));
}

function validateName(raw: string, field: 'firstName' | 'lastName'): Result<string> {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > MAX_NAME) {
    return fail(
      'INVALID_NAME',
      `${field === 'firstName' ? 'First' : 'Last'} name must be 1 to ${MAX_NAME} characters.`,
      undefined,
      field,
    );
  }
  return ok(name);
}

export function validatePlayerEntry(input: PlayerEntry): Result<PlayerEntry> {
  const dciNumber = validateDciNumber(input.dciNumber);
  if (!dciNumber.ok) return dciNumber;
  const firstName = validateName(input.firstName, 'firstName');
  if (!firstName.ok) return firstName;
  const lastName = validateName(input.lastName, 'lastName');
  if (!lastName.ok) return lastName;
  return ok({ dciNumber: dciNumber.value, firstName: firstName.value, lastName: lastName.value });
}

/**
 * The first round a player entering now plays: the round after the last one paired. Every round before it
 * is a match loss (0–2 in games) in the standings; the number of Swiss rounds does not change.
 */
export function lateEntryRound(roundsPaired: number, rounds: number | null): Result<number> {
  if (rounds !== null && roundsPaired >= rounds) {
    return fail('EVENT_FINISHED', `All ${rounds} Swiss rounds are paired; no one can enter any more.`);
  }
  return ok(roundsPaired + 1);
}

export interface RegistrationFacts {
  teamEvent: boolean;
  roundsPaired: number;
  rounds: number | null;
  /** The entry's DCI number is already registered in this event. */
  alreadyRegistered: boolean;
  dciNumber: string;
}

/** Whether a single player may enter now (201: a team event takes teams), and the first round they play. */
export function canRegister(facts: RegistrationFacts): Result<number> {
  if (facts.teamEvent) {
    return fail(
      'TEAM_EVENT',
      'This is a team event: register teams (POST /api/events/:id/teams), not single players.',
      '201',
    );
  }
  const firstRound = lateEntryRound(facts.roundsPaired, facts.rounds);
  if (!firstRound.ok) return firstRound;
  if (facts.alreadyRegistered) {
    return fail(
      'DUPLICATE_DCI_NUMBER',
      `DCI number ${facts.dciNumber} is already registered in this event.`,
      undefined,
      'dciNumber',
    );
  }
  return firstRound;
}

/** A DCI number names one player: an edit may not take another player's. `holderId` is the player holding it now, if any. */
export function canUseDciNumber(dciNumber: string, playerId: string, holderId: string | null): Result<void> {
  if (holderId !== null && holderId !== playerId) {
    return fail(
      'DUPLICATE_DCI_NUMBER',
      `DCI number ${dciNumber} belongs to another player in this event.`,
      undefined,
      'dciNumber',
    );
  }
  return ok(undefined);
}
