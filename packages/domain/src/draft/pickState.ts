// Appendix A 4–7: a live Rochester Draft pod as a pure state machine, timed only by times passed in.
import { fail, ok, type Result } from '../shared/error.ts';
import { activeSequence, pickOrder, validatePod, validateSeat, PACK_GROUPS, type PackGroup } from './rochester.ts';

/** Appendix A 4: "generally three to four seconds" a pick; the head judge announces the figure. */
export const PICK_SECONDS = 4;
/** Appendix A 5: thirty seconds to review the cards before drafting begins. */
export const REVIEW_SECONDS = 30;

export interface Pick {
  seat: number;
  card: number;
  atMs: number;
  /** True when the pod judge issued the oldest card because time ran out. */
  oldestCardGiven: boolean;
}

/** The cards one Active player laid out, numbered 1…cards in order of placement, and the picks from them. */
export interface Table {
  group: PackGroup;
  turn: number;
  active: number;
  cards: number;
  order: readonly number[];
  picks: readonly Pick[];
  laidOutAtMs: number;
}

export interface PickState {
  seats: number;
  firstSeat: number;
  pickSeconds: number;
  reviewSeconds: number;
  /** Every table laid out so far; the last one is on the table now. */
  tables: readonly Table[];
}

export interface DraftSettings {
  seats: number;
  firstSeat: number;
  pickSeconds?: number;
  reviewSeconds?: number;
}

const positive = (n: number, field: string): Result<number> =>
  Number.isFinite(n) && n > 0
    ? ok(n)
    : fail('TIMER_INVALID', `${field} must be a number of seconds above 0, not ${String(n)}.`, 'Appendix A 4', field);

export function startDraft(settings: DraftSettings): Result<PickState> {
  const { seats, firstSeat, pickSeconds = PICK_SECONDS, reviewSeconds = REVIEW_SECONDS } = settings;
  for (const check of [
    validatePod(seats),
    validateSeat(firstSeat, seats, 'firstSeat'),
    positive(pickSeconds, 'pickSeconds'),
    positive(reviewSeconds, 'reviewSeconds'),
  ]) {
    if (!check.ok) return check;
  }
  return ok({ seats, firstSeat, pickSeconds, reviewSeconds, tables: [] });
}

const currentTable = (state: PickState): Table | undefined => state.tables[state.tables.length - 1];
const isCleared = (table: Table): boolean => table.picks.length === table.cards;
const inPlay = (state: PickState): Table | undefined => {
  const table = currentTable(state);
  return table && !isCleared(table) ? table : undefined;
};

export const isDraftComplete = (state: PickState): boolean =>
  state.tables.length === PACK_GROUPS.length * state.seats && inPlay(state) === undefined;

/** The group, turn and Active player of the next cards to be laid out, or null when the draft is over. */
export function nextPhase(state: PickState): { group: PackGroup; turn: number; active: number } | null {
  const index = state.tables.length;
  if (index >= PACK_GROUPS.length * state.seats) return null;
  const group = PACK_GROUPS[Math.floor(index / state.seats)]!;
  const turn = (index % state.seats) + 1;
  const actives = activeSequence(state.seats, group, state.firstSeat);
  return actives.ok ? { group, turn, active: actives.value[turn - 1]! } : null;
}

/** The Active player lays out the cards of two packs, basic Energy removed. */
export function layOut(state: PickState, cards: number, atMs: number): Result<PickState> {
  if (inPlay(state)) return fail('TABLE_NOT_CLEARED', 'Cards are still on the table.', 'Appendix A 7', 'cards');
  const phase = nextPhase(state);
  if (!phase)
    return fail('DRAFT_COMPLETE', 'Every player has been the Active player in all three pack groups.', 'Appendix A 6');
  if (!Number.isInteger(cards) || cards < 1) {
    return fail(
      'CARDS_INVALID',
      `The Active player lays out a whole number of cards, at least 1, not ${String(cards)}.`,
      'Appendix A 4',
      'cards',
    );
  }
  const order = pickOrder({ seats: state.seats, group: phase.group, active: phase.active, cards });
  if (!order.ok) return order;
  const table: Table = { ...phase, cards, order: order.value, picks: [], laidOutAtMs: atMs };
  return ok({ ...state, tables: [...state.tables, table] });
}

export const reviewEndsAt = (state: PickState, table: Table): number => table.laidOutAtMs + state.reviewSeconds * 1000;

/** The pick clock starts when the review ends, then again at each pick. */
const pickClockStart = (state: PickState, table: Table): number =>
  table.picks[table.picks.length - 1]?.atMs ?? reviewEndsAt(state, table);

export const pickDeadline = (state: PickState, table: Table): number =>
  pickClockStart(state, table) + state.pickSeconds * 1000;

const taken = (table: Table): Set<number> => new Set(table.picks.map((p) => p.card));

/** The oldest card still on the table: the lowest-numbered, i.e. first placed (Appendix A 4). */
export function oldestCard(table: Table): number | null {
  const gone = taken(table);
  for (let card = 1; card <= table.cards; card++) if (!gone.has(card)) return card;
  return null;
}

const tableForPick = (state: PickState, atMs: number): Result<Table> => {
  const table = inPlay(state);
  if (!table)
    return fail(
      'NO_CARDS_ON_TABLE',
      'No cards are on the table; the next Active player lays out two packs.',
      'Appendix A 5',
    );
  if (atMs < reviewEndsAt(state, table)) {
    return fail(
      'REVIEW_NOT_OVER',
      `Drafting begins after the ${state.reviewSeconds}-second review.`,
      'Appendix A 5',
      'atMs',
    );
  }
  if (atMs < pickClockStart(state, table))
    return fail('TIME_ORDER', 'A pick cannot come before the previous one.', undefined, 'atMs');
  return ok(table);
};

const withPick = (state: PickState, table: Table, pick: Pick): PickState => ({
  ...state,
  tables: [...state.tables.slice(0, -1), { ...table, picks: [...table.picks, pick] }],
});

/** A player takes a card; touching a card is final (Appendix A 4), so only the player whose pick it is may. */
export function pick(state: PickState, seat: number, card: number, atMs: number): Result<PickState> {
  const found = tableForPick(state, atMs);
  if (!found.ok) return found;
  const table = found.value;
  const due = table.order[table.picks.length]!;
  if (seat !== due) {
    return fail(
      'PICK_OUT_OF_ORDER',
      `It is seat ${due}'s pick ${table.picks.length + 1}, not seat ${String(seat)}'s.`,
      'Appendix A 7',
      'seat',
    );
  }
  if (!Number.isInteger(card) || card < 1 || card > table.cards) {
    return fail(
      'CARD_NOT_ON_TABLE',
      `Card ${String(card)} is not one of cards 1–${table.cards}.`,
      'Appendix A 4',
      'card',
    );
  }
  if (taken(table).has(card))
    return fail('CARD_ALREADY_TAKEN', `Card ${card} has already been drafted.`, 'Appendix A 4', 'card');
  return ok(withPick(state, table, { seat, card, atMs, oldestCardGiven: false }));
}

/** Time ran out: the pod judge issues the player whose pick it is the oldest card still on the table. */
export function timeoutPick(state: PickState, atMs: number): Result<PickState> {
  const found = tableForPick(state, atMs);
  if (!found.ok) return found;
  const table = found.value;
  if (atMs < pickDeadline(state, table)) {
    return fail(
      'PICK_TIME_NOT_OVER',
      `The player still has time to pick (${state.pickSeconds} seconds).`,
      'Appendix A 4',
      'atMs',
    );
  }
  const seat = table.order[table.picks.length]!;
  return ok(withPick(state, table, { seat, card: oldestCard(table)!, atMs, oldestCardGiven: true }));
}
