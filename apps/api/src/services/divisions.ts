// Play! Pokémon age divisions: the organizer's pairing groups, each entrant's division, standings per division.
import { decode, eventRepository, lockEvent, type EventRecord, type EventState, type Tx } from '@tcg/db';
import {
  askDivision,
  divisionPods,
  divisionRanks,
  groupsInRound,
  playerDivision,
  swissRoundsOf,
  validateDivisionGroups,
  validateGroupRounds,
  type Division,
} from '@tcg/domain/division';
import { firstCutRound } from '@tcg/domain/cut';
import type { PairingInput } from '@tcg/domain/pairing';
import { must } from '@tcg/domain/shared';
import { DivisionGroups, GroupRounds } from '@tcg/contract';

/**
 * Sets which divisions are paired together (null: no divisions) and each group's own Swiss rounds (left out: the
 * event's), before round 1 and under playpokemon only.
 */
export async function setDivisionGroups(
  tx: Tx,
  eventId: string,
  groups: string[][] | null,
  actor: string,
  groupRounds?: (number | null)[] | null,
): Promise<EventRecord> {
  await lockEvent(tx, eventId);
  const before = await eventRepository.get(tx, eventId);
  const checked = must(
    validateDivisionGroups(groups, { policy: before.scoring.policy, roundsPaired: before.roundsPaired }),
  );
  return eventRepository.setDivisionGroups(tx, before, checked, actor, must(validateGroupRounds(groupRounds, checked)));
}

/** Each entrant's age division: the organizer's choice, else from the year of birth on the event's date. */
export function divisionsOf(state: EventState): Map<string, Division> {
  const day = state.event.date.toISOString().slice(0, 10);
  return new Map(state.registrations.map((r) => [r.playerId, playerDivision(r, day)]));
}

type EventRow = Pick<EventState, 'event'>;

export const groupsOf = ({ event }: EventRow) =>
  decode(DivisionGroups, event.divisionGroups, `division groups of event ${event.id}`);

const groupRoundsOf = ({ event }: EventRow) =>
  decode(GroupRounds, event.groupRounds, `rounds per division group of event ${event.id}`);

/** The Swiss rounds a division plays (null: until the event's last group is done); null while not fixed. Reads the event row only. */
export const plannedSwissRounds = (state: EventRow, division: Division | null): number | null =>
  swissRoundsOf(division, groupsOf(state), groupRoundsOf(state), state.event.rounds);

/**
 * Who Swiss round `round` pairs: null when everyone is paired together; else the players of each group it pairs (groups
 * paired apart, or one group whose rounds are over or whose cut is made: none).
 */
export function swissSeats(state: EventState, round: number): string[][] | null {
  const groups = groupsOf(state);
  if (groups === null) return null;
  const planned = groups.map((group) => plannedSwissRounds(state, group[0]!));
  const covers = (group: Division[]) => (cut: EventState['topCuts'][number]) =>
    cut.division === null || group.includes(cut.division as Division);
  const cutMade = groups.map((group) => state.topCuts.some((cut) => covers(group)(cut) && cut.afterRound < round));
  const cutRounds = state.cutRounds.map((r) => r.number);
  const playing = groupsInRound(
    { planned, cutMade, firstCutRound: cutRounds.length === 0 ? null : Math.min(...cutRounds) },
    round,
  );
  if (groups.length === 1 && playing.length === 1) return null;
  const divisions = divisionsOf(state);
  const pods = divisionPods(
    [...divisions].map(([id, division]) => ({ id, division })),
    groups,
  );
  return playing.map((g) => pods[g]!);
}

/** The pairing input of the players the round pairs (every Active player when `seats` is null). */
export function seatedInput(input: PairingInput, seats: string[][] | null): PairingInput {
  if (seats === null) return input;
  const seated = new Set(seats.flat());
  return { ...input, players: input.players.filter((p) => seated.has(p.id)) };
}

/** A new top cut's first round number: after every group's Swiss rounds and every round paired. */
export const cutRoundsFrom = (state: EventState, afterRound: number): number =>
  firstCutRound(
    Math.max(afterRound, plannedSwissRounds(state, null) ?? afterRound),
    [...state.rounds, ...state.cutRounds].map((r) => r.number),
  );

/** The rows of the division asked for, ranked among themselves; every row when none is asked for. */
export function rowsOfDivision<T>(
  state: EventState,
  division: Division | undefined,
  rows: readonly T[],
  playerOf: (row: T) => string,
  rankOf: (row: T) => number,
): [T, number][] {
  const asked = must(askDivision(groupsOf(state), division));
  const divisions = divisionsOf(state);
  return divisionRanks(rows, (row) => asked === null || divisions.get(playerOf(row)) === asked, rankOf);
}
