// Play! Pokémon age divisions: the organizer's pairing groups, each entrant's division, standings per division.
import { decode, eventRepository, lockEvent, type EventRecord, type EventState, type Tx } from '@tcg/db';
import { askDivision, divisionPods, divisionRanks, playerDivision, validateDivisionGroups, type Division } from '@tcg/domain/division';
import { must } from '@tcg/domain/shared';
import { DivisionGroups } from '../schemas/divisions.ts';

/** Sets which divisions are paired together (null: no divisions), before round 1 and under playpokemon only. */
export async function setDivisionGroups(tx: Tx, eventId: string, groups: string[][] | null, actor: string): Promise<EventRecord> {
  await lockEvent(tx, eventId);
  const before = await eventRepository.get(tx, eventId);
  const checked = must(validateDivisionGroups(groups, { policy: before.scoring.policy, roundsPaired: before.roundsPaired }));
  return eventRepository.setDivisionGroups(tx, before, checked, actor);
}

/** Each entrant's age division: the organizer's choice, else from the year of birth on the event's date. */
export function divisionsOf(state: EventState): Map<string, Division> {
  const day = state.event.date.toISOString().slice(0, 10);
  return new Map(state.registrations.map((r) => [r.playerId, playerDivision(r, day)]));
}

export const groupsOf = ({ event }: EventState) => decode(DivisionGroups, event.divisionGroups, `division groups of event ${event.id}`);

/** The players of each pairing group when divisions are paired apart; none when everyone is paired together. */
export function divisionSeats(state: EventState): string[][] {
  const groups = groupsOf(state);
  if (groups === null || groups.length < 2) return [];
  const divisions = divisionsOf(state);
  return divisionPods([...divisions].map(([id, division]) => ({ id, division })), groups);
}

/** The rows of the division asked for, ranked among themselves; every row when none is asked for. */
export function rowsOfDivision<T>(state: EventState, division: Division | undefined, rows: readonly T[], playerOf: (row: T) => string, rankOf: (row: T) => number): [T, number][] {
  const asked = must(askDivision(groupsOf(state), division));
  const divisions = divisionsOf(state);
  return divisionRanks(rows, (row) => asked === null || divisions.get(playerOf(row)) === asked, rankOf);
}
