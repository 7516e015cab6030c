// Appendix A 4–5: what the draft-caller screen shows at a given moment — whose pick, and the countdowns.
import {
  isDraftComplete,
  nextPhase,
  oldestCard,
  pickDeadline,
  reviewEndsAt,
  type PickState,
  type Table,
} from './pickState.ts';
import type { PackGroup } from './rochester.ts';

export type CallerStatus = 'layOut' | 'review' | 'pick' | 'complete';

export interface CallerView {
  status: CallerStatus;
  group: PackGroup | null;
  active: number | null;
  /** The seat whose pick is next (during review: who picks first). */
  seatToPick: number | null;
  /** The pick number within this table, 1…cards. */
  pickNumber: number | null;
  cardsLeft: number;
  /** Whole seconds left on the review or pick timer, never below 0. */
  remainingSeconds: number | null;
  /** Time is up: the pod judge gives the player the oldest card still on the table. */
  giveOldestCard: boolean;
  oldestCard: number | null;
}

const secondsLeft = (untilMs: number, nowMs: number): number => Math.max(0, Math.ceil((untilMs - nowMs) / 1000));

const idle = (status: CallerStatus, group: PackGroup | null, active: number | null): CallerView => ({
  status,
  group,
  active,
  seatToPick: null,
  pickNumber: null,
  cardsLeft: 0,
  remainingSeconds: null,
  giveOldestCard: false,
  oldestCard: null,
});

function tableView(state: PickState, table: Table, nowMs: number): CallerView {
  const reviewEnd = reviewEndsAt(state, table);
  const deadline = pickDeadline(state, table);
  const reviewing = nowMs < reviewEnd;
  return {
    status: reviewing ? 'review' : 'pick',
    group: table.group,
    active: table.active,
    seatToPick: table.order[table.picks.length]!,
    pickNumber: table.picks.length + 1,
    cardsLeft: table.cards - table.picks.length,
    remainingSeconds: secondsLeft(reviewing ? reviewEnd : deadline, nowMs),
    giveOldestCard: !reviewing && nowMs >= deadline,
    oldestCard: oldestCard(table),
  };
}

export function callerView(state: PickState, nowMs: number): CallerView {
  if (isDraftComplete(state)) return idle('complete', null, null);
  const table = state.tables[state.tables.length - 1];
  if (table && table.picks.length < table.cards) return tableView(state, table, nowMs);
  const next = nextPhase(state);
  return idle('layOut', next?.group ?? null, next?.active ?? null);
}
