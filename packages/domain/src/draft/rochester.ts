// Appendix A 4–7: Rochester Draft table layout, Active player rotation and the horseshoe draft order.
import { fail, ok, type Result } from '../shared/error.ts';
import { MIN_POD_SIZE } from './pods.ts';
import { rochesterPackGroups, type Breakdown, type SetId } from './product.ts';

export type PackGroup = 1 | 2 | 3;
export type Direction = 'clockwise' | 'counterclockwise';

export const PACK_GROUPS: readonly PackGroup[] = [1, 2, 3];
export const CARDS_PER_ROW = 7;

/** Clockwise for pack groups 1 and 3, counterclockwise for group 2 (Appendix A 6, example #3 of A 7). */
export const groupDirection = (group: PackGroup): Direction => (group === 2 ? 'counterclockwise' : 'clockwise');

/** The seat `steps` places from `seat` in a direction; seats are numbered clockwise from 1. */
export function seatAfter(seat: number, steps: number, direction: Direction, seats: number): number {
  const delta = direction === 'clockwise' ? steps : -steps;
  return ((((seat - 1 + delta) % seats) + seats) % seats) + 1;
}

export function validatePod(seats: number): Result<number> {
  if (!Number.isInteger(seats) || seats < MIN_POD_SIZE) {
    return fail(
      'POD_TOO_SMALL',
      `A Rochester Draft pod needs at least ${MIN_POD_SIZE} seats, not ${String(seats)}.`,
      'Appendix A 1',
      'seats',
    );
  }
  return ok(seats);
}

export function validateGroup(group: number): Result<PackGroup> {
  if (group !== 1 && group !== 2 && group !== 3) {
    return fail('PACK_GROUP_INVALID', `The pack group is 1, 2 or 3, not ${String(group)}.`, 'Appendix A 6', 'group');
  }
  return ok(group);
}

export function validateSeat(seat: number, seats: number, field: string): Result<number> {
  if (!Number.isInteger(seat) || seat < 1 || seat > seats) {
    return fail('SEAT_OUT_OF_RANGE', `Seat ${String(seat)} is not one of seats 1–${seats}.`, 'Appendix A 6', field);
  }
  return ok(seat);
}

const firstError = (...checks: Result<unknown>[]) => checks.find((c) => !c.ok);

/**
 * The Active player of each turn in a pack group. Group 1 goes clockwise from the first seat; group 2
 * counterclockwise from group 1's last Active player; group 3 clockwise from the first seat again.
 */
export function activeSequence(seats: number, group: number, firstSeat: number): Result<number[]> {
  const bad = firstError(validatePod(seats), validateGroup(group), validateSeat(firstSeat, seats, 'firstSeat'));
  if (bad && !bad.ok) return bad;
  const clockwise = Array.from({ length: seats }, (_, i) => seatAfter(firstSeat, i, 'clockwise', seats));
  return ok(group === 2 ? clockwise.reverse() : clockwise);
}

export interface PickOrderInput {
  seats: number;
  group: number;
  active: number;
  cards: number;
}

/**
 * Who takes each card, in pick order: the horseshoe from the Active player around the table in the
 * group's direction to the last seat, who picks twice, then back to the Active player, who picks twice,
 * and so on until the cards run out.
 */
export function pickOrder({ seats, group, active, cards }: PickOrderInput): Result<number[]> {
  const bad = firstError(validatePod(seats), validateGroup(group), validateSeat(active, seats, 'active'));
  if (bad && !bad.ok) return bad;
  if (!Number.isInteger(cards) || cards < 0) {
    return fail(
      'CARDS_INVALID',
      `The number of cards laid out must be a whole number, 0 or more, not ${String(cards)}.`,
      'Appendix A 4',
      'cards',
    );
  }
  const direction = groupDirection(group as PackGroup);
  const around = Array.from({ length: seats }, (_, i) => seatAfter(active, i, direction, seats));
  return ok(
    Array.from({ length: cards }, (_, pick) => {
      const lap = Math.floor(pick / seats);
      const place = pick % seats;
      return around[lap % 2 === 0 ? place : seats - 1 - place]!;
    }),
  );
}

/**
 * Where the Active player lays each card, numbered in order of placement from the upper left: seven across the
 * top row, seven along the second, then all the remaining cards along the third (Appendix A 4), however many.
 */
export function tableLayout(cards: number): number[][] {
  const numbers = Array.from({ length: cards }, (_, i) => i + 1);
  const rows = [
    numbers.slice(0, CARDS_PER_ROW),
    numbers.slice(CARDS_PER_ROW, 2 * CARDS_PER_ROW),
    numbers.slice(2 * CARDS_PER_ROW),
  ];
  return rows.filter((row) => row.length > 0);
}

/** One phase of a printable draft sheet: picks[i] is the seat that takes card i + 1. */
export interface SheetPhase {
  group: PackGroup;
  turn: number;
  active: number;
  packs: [SetId, SetId] | null;
  picks: number[];
}

export interface DraftSheetInput {
  seats: number;
  firstSeat: number;
  /** Card rows to print for each phase (two packs less their basic Energy). */
  cards: number;
  breakdown?: Breakdown;
}

/** Every phase of the draft, group by group, with who picks card 1…N and which two packs are opened. */
export function draftSheet({ seats, firstSeat, cards, breakdown }: DraftSheetInput): Result<SheetPhase[]> {
  const packGroups = breakdown ? rochesterPackGroups(breakdown) : ok(null);
  if (!packGroups.ok) return packGroups;
  const phases: SheetPhase[] = [];
  for (const group of PACK_GROUPS) {
    const actives = activeSequence(seats, group, firstSeat);
    if (!actives.ok) return actives;
    for (const [i, active] of actives.value.entries()) {
      const picks = pickOrder({ seats, group, active, cards });
      if (!picks.ok) return picks;
      phases.push({ group, turn: i + 1, active, packs: packGroups.value?.[group - 1] ?? null, picks: picks.value });
    }
  }
  return ok(phases);
}
