// Play! Pokémon age divisions of the era (Pokémon Organized Play, 2003–2006): Ten and Under, Eleven to Fourteen,
// Fifteen and Over, by the age a player reaches in the event's year (TOM keeps only the year of birth).
import { fail, ok, type Result } from '../shared/error.ts';

export const DIVISIONS = ['juniors', 'seniors', 'masters'] as const;
export type Division = (typeof DIVISIONS)[number];

export const DIVISION_NAMES: Record<Division, string> = { juniors: 'Juniors', seniors: 'Seniors', masters: 'Masters' };

/** The oldest age of each division, Juniors then Seniors; Masters has no upper bound. */
export const DIVISION_AGES = { juniors: 10, seniors: 14 } as const;

/** The division of a player born in `birthYear`, at an event on `eventDate` (YYYY-MM-DD). */
export function ageDivision(birthYear: number, eventDate: string): Division {
  const age = Number(eventDate.slice(0, 4)) - birthYear;
  if (age <= DIVISION_AGES.juniors) return 'juniors';
  if (age <= DIVISION_AGES.seniors) return 'seniors';
  return 'masters';
}

/** A year of birth: four digits, not after the event's year. */
export function validateBirthYear(birthYear: number, eventDate: string, field = 'birthYear'): Result<number> {
  const eventYear = Number(eventDate.slice(0, 4));
  if (!Number.isInteger(birthYear) || birthYear < 1900 || birthYear > eventYear) {
    return fail(
      'INVALID_BIRTH_YEAR',
      `A year of birth is a year from 1900 to ${eventYear}, not ${birthYear}.`,
      undefined,
      field,
    );
  }
  return ok(birthYear);
}

/**
 * The division a player plays in: the organizer's choice when set, else from the year of birth; a player with
 * neither is in Masters (the open division).
 */
export function playerDivision(
  player: { birthYear: number | null; division: string | null },
  eventDate: string,
): Division {
  if (player.division && (DIVISIONS as readonly string[]).includes(player.division)) return player.division as Division;
  return player.birthYear === null ? 'masters' : ageDivision(player.birthYear, eventDate);
}
