// 210 with Play! Pokémon's age divisions: each group of divisions paired together plays its own number of Swiss rounds
// (TOM's pods: 12 Juniors play 4 rounds while 100 Masters play 7); a group whose rounds are over is not paired again.
import { MAX_SWISS_ROUNDS } from '../event/eventSettings.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import type { Division } from './ageDivision.ts';
import type { DivisionGroups } from './divisionGroups.ts';

/** Each group's own number of Swiss rounds, in group order; null: the event's rounds. */
export type GroupRounds = (number | null)[];

const refuse = (message: string) => fail('GROUP_ROUNDS_INVALID', message, '210', 'groupRounds');

/** Checks the organizer's rounds per group (one entry per group, each 1–20 or null); null when every group plays the event's rounds. */
export function validateGroupRounds(
  rounds: readonly (number | null)[] | null | undefined,
  groups: DivisionGroups | null,
): Result<GroupRounds | null> {
  if (!rounds || rounds.every((n) => n === null)) return ok(null);
  if (groups === null)
    return refuse('Rounds per division group need age divisions: choose which divisions are paired together first.');
  if (rounds.length !== groups.length)
    return refuse(`One number of Swiss rounds per group: ${groups.length} group(s), ${rounds.length} number(s).`);
  const wrong = rounds.find((n) => n !== null && (!Number.isInteger(n) || n < 1 || n > MAX_SWISS_ROUNDS));
  if (wrong !== undefined) return refuse(`A group plays 1 to ${MAX_SWISS_ROUNDS} Swiss rounds, not ${wrong}.`);
  return ok([...rounds]);
}

/** Each group's Swiss rounds: its own, else the event's (null while the event's are not fixed). */
export function plannedGroupRounds(
  groups: DivisionGroups,
  groupRounds: readonly (number | null)[] | null,
  eventRounds: number | null,
): (number | null)[] {
  return groups.map((_, i) => groupRounds?.[i] ?? eventRounds);
}

/** The Swiss rounds of a division (null: of the whole event, until its last group is done); null while not fixed. */
export function swissRoundsOf(
  division: Division | null,
  groups: DivisionGroups | null,
  groupRounds: readonly (number | null)[] | null,
  eventRounds: number | null,
): number | null {
  if (groups === null) return eventRounds;
  const planned = plannedGroupRounds(groups, groupRounds, eventRounds);
  if (division !== null) return planned[groups.findIndex((g) => g.includes(division))] ?? eventRounds;
  return planned.includes(null) ? null : Math.max(...(planned as number[]));
}

export interface RoundGroupFacts {
  /** Each group's Swiss rounds (null: not fixed yet, no end). */
  planned: readonly (number | null)[];
  /** Whether a top cut covering the group (its division's, or the whole event's) is made. */
  cutMade: readonly boolean[];
  /** The first round number a top cut already holds; Swiss rounds stop before it. */
  firstCutRound: number | null;
}

/** The groups (by index) Swiss round `round` pairs: those whose rounds are not over and whose top cut is not made. */
export function groupsInRound({ planned, cutMade, firstCutRound }: RoundGroupFacts, round: number): number[] {
  if (firstCutRound !== null && round >= firstCutRound) return [];
  return planned.flatMap((rounds, i) => ((rounds === null || round <= rounds) && !cutMade[i] ? [i] : []));
}
