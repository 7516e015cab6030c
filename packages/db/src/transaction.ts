// One transaction per request: routes open it, repositories take it. Locking an event serializes its writes.
import { notFound } from '@tcg/domain/shared';
import type { Prisma } from './generated/prisma/client.ts';

export type Tx = Prisma.TransactionClient;

/** Long enough for a 4096-player round on the embedded database, which runs one query at a time. */
export const TX_OPTIONS = { timeout: 120_000, maxWait: 30_000 };

/** Serializes writes to one event (registration, pairing, results) for the rest of the transaction. */
export async function lockEvent(tx: Tx, eventId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Event" WHERE "id" = ${eventId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound('event', eventId);
}
