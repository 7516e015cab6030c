// 217 with Play! Pokémon's age divisions: each division cuts to its own top players from its own standings; an event
// makes one cut for everyone or one per division, never both.
import { DIVISION_NAMES, type Division } from '../division/ageDivision.ts';
import type { DivisionGroups } from '../division/divisionGroups.ts';
import { askDivision } from '../division/divisionStandings.ts';
import { fail, ok, type Result } from '../shared/error.ts';

/** The division a new top cut is for (null: the whole event), refused when a cut already made covers it. */
export function cutDivision(
  groups: DivisionGroups | null,
  asked: Division | undefined,
  made: readonly (Division | null)[],
): Result<Division | null> {
  const division = askDivision(groups, asked);
  if (!division.ok) return division;
  const wanted = division.value;
  if (made.includes(null))
    return fail('CUT_EXISTS', 'This event already has its top cut, one for every division; an event has one.');
  if (wanted === null && made.length > 0) {
    return fail(
      'CUT_EXISTS',
      `This event's top cut is per division (${made.map((d) => DIVISION_NAMES[d!]).join(', ')} made): ask with division= for the others.`,
      undefined,
      'division',
    );
  }
  if (wanted !== null && made.includes(wanted))
    return fail(
      'CUT_EXISTS',
      `The ${DIVISION_NAMES[wanted]} top cut is already made; a division has one.`,
      undefined,
      'division',
    );
  return division;
}

/** The cut a division's bracket and final standings read: its own, else the whole event's cut; null when neither is made. */
export function cutOfDivision<T>(
  cuts: readonly T[],
  divisionOf: (cut: T) => string | null,
  division: Division | null,
): T | null {
  return cuts.find((cut) => divisionOf(cut) === division) ?? cuts.find((cut) => divisionOf(cut) === null) ?? null;
}

/** Final standings for the whole event need its one cut: cuts per division place each division apart. */
export function finalStandingsDivision(
  division: Division | null,
  made: readonly (Division | null)[],
): Result<Division | null> {
  if (division === null && made.some((d) => d !== null)) {
    return fail(
      'CUT_PER_DIVISION',
      'This event’s top cut is per age division: ask for its final standings with division=.',
      '217',
      'division',
    );
  }
  return ok(division);
}
