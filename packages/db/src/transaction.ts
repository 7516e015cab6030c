// One transaction per request: routes open it, repositories take it. Locking an event serializes its writes.
import { notFound as notFoundError } from '@tcg/domain/shared';
import type { EventState } from './eventState.ts';
import type { Prisma } from './generated/prisma/client.ts';

export type Tx = Prisma.TransactionClient;

/** Long enough for a 4096-player round on the embedded database, which runs one query at a time. */
export const TX_OPTIONS = { timeout: 120_000, maxWait: 30_000 };

/** Serializes writes to one event (registration, pairing, results) for the rest of the transaction. */
export async function lockEvent(tx: Tx, eventId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Event" WHERE "id" = ${eventId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound('event', eventId);
}

/** EVENT_NOT_FOUND and its siblings, worded the same everywhere. */
export const notFound = (what: 'event' | 'match' | 'player' | 'team' | 'penalty' | 'table', id: string) =>
  notFoundError(`${what.toUpperCase() as Uppercase<typeof what>}_NOT_FOUND`, `No ${what} ${id}.`);

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
