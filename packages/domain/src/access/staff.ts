// #7: event staff: the roles an invitation offers, who may accept one, and who may be removed.
import { fail, ok, type Result } from '../shared/error.ts';
import type { EventRole } from './permissions.ts';

/** The roles an organizer invites; the organizer is the event's owner, never invited. */
export const staffRoles = ['headJudge', 'judge', 'scorekeeper'] as const satisfies readonly EventRole[];
export type StaffRole = (typeof staffRoles)[number];

export interface AcceptanceFacts {
  /** The one email the invitation is for, or null for anyone. */
  invitedEmail: string | null;
  accountEmail: string;
  accountId: string;
  ownerId: string | null;
}

/** An invitation is taken by the account it names (any, when it names none), and never by the event's organizer. */
export function acceptInvitation(facts: AcceptanceFacts): Result<true> {
  if (facts.invitedEmail !== null && facts.invitedEmail !== facts.accountEmail) {
    return fail('INVITATION_FOR_ANOTHER_EMAIL', 'This invitation names another email address.');
  }
  if (facts.ownerId === facts.accountId) return fail('ALREADY_ORGANIZER', 'You are the organizer of this event.');
  return ok(true);
}

/** Staff can be removed; the organizer stays with their own event. */
export function removeStaff(facts: { ownerId: string | null; accountId: string }): Result<true> {
  if (facts.ownerId === facts.accountId)
    return fail(
      'ORGANIZER_CANNOT_LEAVE',
      'The organizer cannot be removed from their own event.',
      undefined,
      'accountId',
    );
  return ok(true);
}
