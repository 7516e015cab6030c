// Play! Pokémon: standings and final places per age division, each ranked among its own players.
import { fail, ok, type Result } from '../shared/error.ts';
import type { Division } from './ageDivision.ts';
import type { DivisionGroups } from './divisionGroups.ts';

/** The division asked for (none: the whole event); NO_DIVISIONS when the event has no age divisions. */
export function askDivision(groups: DivisionGroups | null, division: Division | undefined): Result<Division | null> {
  if (division === undefined) return ok(null);
  if (groups === null)
    return fail(
      'NO_DIVISIONS',
      `This event has no age divisions: ask without division=${division}.`,
      undefined,
      'division',
    );
  return ok(division);
}

/** The rows kept, each with its rank among them (one more than the place of the first kept row of its rank); rows tied on their rank stay tied. */
export function divisionRanks<T>(
  rows: readonly T[],
  keep: (row: T) => boolean,
  rankOf: (row: T) => number,
): [T, number][] {
  const kept = rows.filter(keep);
  const first = new Map<number, number>();
  kept.forEach((row, i) => first.set(rankOf(row), first.get(rankOf(row)) ?? i + 1));
  return kept.map((row) => [row, first.get(rankOf(row))!]);
}
