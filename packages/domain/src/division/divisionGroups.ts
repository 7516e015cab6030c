// Play! Pokémon: the organizer chooses which age divisions are paired together (TOM's combined pods).
import { fail, ok, type Result } from '../shared/error.ts';
import { DIVISIONS, type Division } from './ageDivision.ts';

/** Every division in exactly one group; null: the event has no age divisions. */
export type DivisionGroups = Division[][];

export interface DivisionFacts {
  policy: string;
  roundsPaired: number;
}

/** Checks the organizer's groups: under playpokemon, before round 1, each division paired in exactly one group. */
export function validateDivisionGroups(
  groups: readonly (readonly string[])[] | null,
  facts: DivisionFacts,
): Result<DivisionGroups | null> {
  if (facts.roundsPaired > 0)
    return fail('DIVISIONS_LOCKED', 'Which age divisions are paired together is fixed once round 1 is paired.');
  if (groups === null) return ok(null);
  if (facts.policy !== 'playpokemon')
    return fail(
      'DIVISIONS_NEED_PLAYPOKEMON',
      'Age divisions belong to Play! Pokémon events: choose the playpokemon scoring policy first.',
      undefined,
      'groups',
    );
  const listed = groups.flat();
  const unknown = listed.find((d) => !(DIVISIONS as readonly string[]).includes(d));
  if (unknown !== undefined)
    return fail(
      'DIVISIONS_INVALID',
      `"${unknown.slice(0, 20)}" is not an age division (juniors, seniors, masters).`,
      undefined,
      'groups',
    );
  const missing = DIVISIONS.filter((d) => listed.filter((x) => x === d).length !== 1);
  if (missing.length > 0 || groups.some((g) => g.length === 0)) {
    return fail(
      'DIVISIONS_INVALID',
      `Each of juniors, seniors and masters is paired in exactly one group (${missing.join(', ') || 'an empty group'}).`,
      undefined,
      'groups',
    );
  }
  return ok(groups.map((g) => DIVISIONS.filter((d) => g.includes(d))));
}

/** The players of each pairing group, in group order: each group is paired as its own Swiss event. */
export function divisionPods(
  players: readonly { id: string; division: Division }[],
  groups: DivisionGroups,
): string[][] {
  return groups.map((group) => players.filter((p) => group.includes(p.division)).map((p) => p.id));
}
