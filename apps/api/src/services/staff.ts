// The event's staff: the caller's role, invitations (a one-time link for one email or anyone), accepting one, removing staff.
import { INVITATION_DAYS, type Invite, type Of, type SignedIn } from '@tcg/contract';
import { staffRepository as staff, type Db, type EventAccess, type Tx } from '@tcg/db';
import { acceptInvitation, eventActions, mayAct, removeStaff } from '@tcg/domain/access';
import { must, notFound } from '@tcg/domain/shared';
import { isToken, newToken, sha256 } from '../tokens.ts';

const invitationNotFound = () => notFound('invitation', null, 'This invitation link is unknown, used or expired.');

const tokenHashOf = (token: string) => {
  if (!isToken(token)) throw invitationNotFound();
  return sha256(token);
};

/** The caller's role in the event and the actions it allows (viewing a private event takes a role). */
export function accessOf({ role, private: hidden }: Pick<EventAccess, 'role' | 'private'>) {
  const actions = eventActions.filter((action) =>
    action === 'view' ? !hidden || role !== null : mayAct(role ?? undefined, action),
  );
  return { role, actions };
}

/** A one-time link valid INVITATION_DAYS days from `now`; its token is shown once, only its hash is kept. */
export async function invite(db: Db, eventId: string, body: Of<typeof Invite>, by: SignedIn, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  const input = { role: body.role, email: body.email ?? null, tokenHash: sha256(token), expiresAt };
  const invitation = await db.transaction((tx) => staff.invite(tx, eventId, input, by));
  return {
    id: invitation.id,
    role: invitation.role,
    email: invitation.email,
    token,
    path: `/invitations/${token}`,
    expiresAt: invitation.expiresAt,
  };
}

/** What an open invitation offers; INVITATION_NOT_FOUND when unknown, used or expired. */
export async function invitationPreview(db: Db, token: string, now: Date) {
  const preview = await staff.preview(db.prisma, tokenHashOf(token), now);
  if (!preview) throw invitationNotFound();
  return preview;
}

/** The account takes the role an invitation offers, once; refused when it names another email. */
export async function takeInvitation(tx: Tx, token: string, account: SignedIn, now: Date) {
  const invitation = await staff.open(tx, tokenHashOf(token), now);
  if (!invitation) throw invitationNotFound();
  must(
    acceptInvitation({
      invitedEmail: invitation.email,
      accountEmail: account.email,
      accountId: account.id,
      ownerId: invitation.ownerId,
    }),
  );
  if (!(await staff.take(tx, invitation, account, now))) throw invitationNotFound();
  return { eventId: invitation.eventId, role: invitation.role };
}

/** Removes a staff member; the organizer stays. */
export async function removeStaffMember(tx: Tx, eventId: string, accountId: string, actor: string): Promise<void> {
  must(removeStaff({ ownerId: await staff.ownerOf(tx, eventId), accountId }));
  await staff.remove(tx, eventId, accountId, actor);
}
