import 'server-only';
import type { EventAction } from '@tcg/domain/access';
import { apiFind } from './api';
import type { Account, EventAccess } from './apiTypes';

/** The signed-in account, or null for an anonymous visitor. */
export async function currentAccount(): Promise<Account | null> {
  return (await apiFind('/auth/me'))?.account ?? null;
}

/** True while the database has no account yet: the first-run page creates the organizer. */
export async function setupNeeded(): Promise<boolean> {
  return (await apiFind('/auth/setup'))?.needed ?? false;
}

const anonymous: EventAccess = { role: null, actions: [] };

/** What the visitor may do in this event (anonymous: at most `view`). */
export async function eventAccess(eventId: string): Promise<EventAccess> {
  return (await apiFind('/events/:id/access', { params: { id: eventId } })) ?? anonymous;
}

export const may = (access: EventAccess, action: EventAction) => access.actions.includes(action);
