// The event states a transaction leaves behind, handed to the state cache once it commits (#33).
import type { EventState } from './eventState.ts';
import type { Tx } from './transaction.ts';

const statesLeft = new WeakMap<Tx, Map<string, EventState>>();

/** Notes the state this transaction leaves the event in, after its last change to the event: kept once it commits (#33). */
export function leavesState(tx: Tx, eventId: string, state: EventState): void {
  const left = statesLeft.get(tx) ?? new Map<string, EventState>();
  statesLeft.set(tx, left.set(eventId, state));
}

/** The states noted by `leavesState`, forgotten as they are read (a part of the transaction rolled back forgets them: keeping one only saves a load). */
export function takeStatesLeft(tx: Tx): Map<string, EventState> {
  const left = statesLeft.get(tx) ?? new Map<string, EventState>();
  statesLeft.delete(tx);
  return left;
}
