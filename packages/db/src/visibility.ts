// Private means private: a read across events (a player's history, penalties, page) sees a private event only
// through a role in it, as the event's own routes do.
import type { Prisma } from './generated/prisma/client.ts';

/** Public events, and the private ones the account owns or is staff of. */
export function eventsVisibleTo(accountId: string | null): Prisma.EventWhereInput {
  const roles: Prisma.EventWhereInput[] = accountId ? [{ ownerId: accountId }, { staff: { some: { accountId } } }] : [];
  return { OR: [{ private: false }, ...roles] };
}

/** The events the account may not see: private ones it has no role in. */
export function eventsHiddenFrom(accountId: string | null): Prisma.EventWhereInput {
  return { NOT: eventsVisibleTo(accountId) };
}
