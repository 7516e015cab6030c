// Issue #7: who holds which role in an event (the owner is its organizer), and one-time staff invitations.
import type { Access, Account, Invitation, InvitationPreview, Of, Staff } from '@tcg/contract';
import type { EventRole, StaffRole } from '@tcg/domain/access';
import { notFound } from '@tcg/domain/shared';
import { normalizeEmail } from './accounts.ts';
import { writeAudit } from './audit.ts';
import type { Tx } from './transaction.ts';

type AccountView = Of<typeof Account>['account'];
type InvitationView = Of<typeof Invitation>;

/** The event's privacy and the caller's role in it: what the access plugin decides on. */
export type EventAccess = Pick<Of<typeof Access>, 'role'> & { eventId: string; private: boolean };

/** An invitation still open, with what accepting it is decided on. */
export interface OpenInvitation {
  id: string;
  eventId: string;
  role: StaffRole;
  email: string | null;
  ownerId: string | null;
}

const toInvitation = (row: {
  id: string;
  role: string;
  email: string | null;
  createdAt: Date;
  expiresAt: Date;
}): InvitationView => ({
  id: row.id,
  role: row.role as StaffRole,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const usable = (now: Date) => ({ acceptedAt: null, expiresAt: { gt: now } });

export const staffRepository = {
  /** The event's privacy and the account's role in it; null when there is no such event. One query: every request to an event asks. */
  async accessOf(tx: Tx, eventId: string, accountId: string | null): Promise<EventAccess | null> {
    const [event] = await tx.$queryRaw<{ private: boolean; ownerId: string | null; staffRole: string | null }[]>`
      SELECT e."private", e."ownerId"::text AS "ownerId",
        (SELECT s."role" FROM "EventStaff" s WHERE s."eventId" = e."id" AND s."accountId" = ${accountId}::uuid LIMIT 1) AS "staffRole"
      FROM "Event" e WHERE e."id" = ${eventId}::uuid`;
    if (!event) return null;
    const role =
      accountId !== null && event.ownerId === accountId ? 'organizer' : ((event.staffRole as EventRole | null) ?? null);
    return { eventId, private: event.private, role };
  },

  /** One query: a match read apart from its round could outlive the round an event deletion removed meanwhile. */
  async eventOfMatch(tx: Tx, matchId: string): Promise<string | null> {
    return (
      (await tx.round.findFirst({ where: { matches: { some: { id: matchId } } }, select: { eventId: true } }))
        ?.eventId ?? null
    );
  },

  async list(tx: Tx, eventId: string, now: Date): Promise<Of<typeof Staff>> {
    const event = await tx.event.findUnique({
      where: { id: eventId },
      include: {
        owner: true,
        staff: { include: { account: true }, orderBy: { createdAt: 'asc' } },
        invitations: { where: usable(now), orderBy: { createdAt: 'asc' } },
      },
    });
    if (!event) throw notFound('event', eventId);
    const owner = event.owner
      ? [{ accountId: event.owner.id, email: event.owner.email, name: event.owner.name, role: 'organizer' as const }]
      : [];
    const staff = event.staff.map((s) => ({
      accountId: s.accountId,
      email: s.account.email,
      name: s.account.name,
      role: s.role as EventRole,
    }));
    return { staff: [...owner, ...staff], invitations: event.invitations.map(toInvitation) };
  },

  async invite(
    tx: Tx,
    eventId: string,
    input: { role: StaffRole; email: string | null; tokenHash: string; expiresAt: Date },
    by: AccountView,
  ): Promise<InvitationView> {
    const email = input.email === null ? null : normalizeEmail(input.email);
    const row = await tx.invitation.create({
      data: {
        eventId,
        role: input.role,
        email,
        tokenHash: input.tokenHash,
        expiresAt: input.expiresAt,
        createdById: by.id,
      },
    });
    await writeAudit(tx, eventId, by.email, 'staff.invite', { after: { role: row.role, email } });
    return toInvitation(row);
  },

  /** What an open invitation offers; null when it is unknown, used or expired. */
  async preview(tx: Tx, tokenHash: string, now: Date): Promise<Of<typeof InvitationPreview> | null> {
    const row = await tx.invitation.findFirst({
      where: { tokenHash, ...usable(now) },
      include: { event: { select: { name: true } } },
    });
    return row && { eventId: row.eventId, eventName: row.event.name, role: row.role as StaffRole, email: row.email };
  },

  async open(tx: Tx, tokenHash: string, now: Date): Promise<OpenInvitation | null> {
    const row = await tx.invitation.findFirst({
      where: { tokenHash, ...usable(now) },
      include: { event: { select: { ownerId: true } } },
    });
    return (
      row && {
        id: row.id,
        eventId: row.eventId,
        role: row.role as StaffRole,
        email: row.email,
        ownerId: row.event.ownerId,
      }
    );
  },

  /** Takes the invitation once: the account becomes staff with its role (a new role replaces an earlier one); false when already taken. */
  async take(tx: Tx, invitation: OpenInvitation, account: AccountView, now: Date): Promise<boolean> {
    const taken = await tx.invitation.updateMany({
      where: { id: invitation.id, acceptedAt: null },
      data: { acceptedAt: now, acceptedById: account.id },
    });
    if (taken.count === 0) return false;
    const { eventId, role } = invitation;
    await tx.eventStaff.upsert({
      where: { eventId_accountId: { eventId, accountId: account.id } },
      create: { eventId, accountId: account.id, role },
      update: { role },
    });
    await writeAudit(tx, eventId, account.email, 'staff.accept', { after: { accountId: account.id, role } });
    return true;
  },

  async ownerOf(tx: Tx, eventId: string): Promise<string | null> {
    const event = await tx.event.findUnique({ where: { id: eventId }, select: { ownerId: true } });
    if (!event) throw notFound('event', eventId);
    return event.ownerId;
  },

  async remove(tx: Tx, eventId: string, accountId: string, actor: string): Promise<void> {
    const member = await tx.eventStaff.findUnique({ where: { eventId_accountId: { eventId, accountId } } });
    if (!member) throw notFound('staff', accountId, `No staff member ${accountId} in this event.`);
    await tx.eventStaff.delete({ where: { id: member.id } });
    await writeAudit(tx, eventId, actor, 'staff.remove', { before: { accountId, role: member.role } });
  },
};
