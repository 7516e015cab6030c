// Issue #7: who holds which role in an event (the owner is its organizer), and one-time staff invitations.
import type { EventRole } from '@tcg/domain/access';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import { normalizeEmail, type AccountRecord } from './accounts.ts';
import { writeAudit } from './audit.ts';
import { TX_OPTIONS } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';

export type StaffRole = Exclude<EventRole, 'organizer'>;

export interface EventAccessRecord {
  eventId: string;
  private: boolean;
  /** The caller's role: the owner is the organizer; null without a role. */
  role: EventRole | null;
}

export interface StaffMemberRecord {
  accountId: string;
  email: string;
  name: string;
  role: EventRole;
}

export interface InvitationRecord {
  id: string;
  role: StaffRole;
  email: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface InvitationLookup {
  eventId: string;
  eventName: string;
  role: StaffRole;
  email: string | null;
}

export interface NewInvitation {
  role: StaffRole;
  email: string | null;
  tokenHash: string;
  expiresAt: Date;
}

export const invitationNotFound = () => new AppError('INVITATION_NOT_FOUND', 'This invitation link is unknown, used or expired.');

const toInvitation = (row: { id: string; role: string; email: string | null; createdAt: Date; expiresAt: Date }): InvitationRecord => ({
  id: row.id,
  role: row.role as StaffRole,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const usable = (now: Date) => ({ acceptedAt: null, expiresAt: { gt: now } });

export function staffRepository(prisma: PrismaClient) {
  return {
    /** The event's privacy and the account's role in it; null when there is no such event. */
    async accessOf(eventId: string, accountId: string | null): Promise<EventAccessRecord | null> {
      const event = await prisma.event.findUnique({
        where: { id: eventId },
        select: { id: true, private: true, ownerId: true, staff: { where: { accountId: accountId ?? undefined }, select: { role: true }, take: 1 } },
      });
      if (!event) return null;
      const staffRole = accountId ? ((event.staff[0]?.role as EventRole | undefined) ?? null) : null;
      const role = accountId !== null && event.ownerId === accountId ? 'organizer' : staffRole;
      return { eventId: event.id, private: event.private, role };
    },

    async eventOfMatch(matchId: string): Promise<string | null> {
      const match = await prisma.match.findUnique({ where: { id: matchId }, select: { round: { select: { eventId: true } } } });
      return match?.round.eventId ?? null;
    },

    /** Events a signed-in account may see although they are private. */
    async eventsWithRole(accountId: string): Promise<string[]> {
      const rows = await prisma.event.findMany({ where: { OR: [{ ownerId: accountId }, { staff: { some: { accountId } } }] }, select: { id: true } });
      return rows.map((r) => r.id);
    },

    async list(eventId: string, now: Date): Promise<{ staff: StaffMemberRecord[]; invitations: InvitationRecord[] }> {
      const event = await prisma.event.findUniqueOrThrow({
        where: { id: eventId },
        include: { owner: true, staff: { include: { account: true }, orderBy: { createdAt: 'asc' } }, invitations: { where: usable(now), orderBy: { createdAt: 'asc' } } },
      });
      const owner = event.owner ? [{ accountId: event.owner.id, email: event.owner.email, name: event.owner.name, role: 'organizer' as const }] : [];
      const staff = event.staff.map((s) => ({ accountId: s.accountId, email: s.account.email, name: s.account.name, role: s.role as EventRole }));
      return { staff: [...owner, ...staff], invitations: event.invitations.map(toInvitation) };
    },

    invite(eventId: string, input: NewInvitation, by: AccountRecord): Promise<InvitationRecord> {
      return prisma.$transaction(async (tx) => {
        const email = input.email === null ? null : normalizeEmail(input.email);
        const row = await tx.invitation.create({ data: { eventId, role: input.role, email, tokenHash: input.tokenHash, expiresAt: input.expiresAt, createdById: by.id } });
        await writeAudit(tx, eventId, by.email, 'staff.invite', { after: { role: row.role, email } });
        return toInvitation(row);
      }, TX_OPTIONS);
    },

    async invitation(tokenHash: string, now: Date): Promise<InvitationLookup> {
      const row = await prisma.invitation.findFirst({ where: { tokenHash, ...usable(now) }, include: { event: { select: { name: true } } } });
      if (!row) throw invitationNotFound();
      return { eventId: row.eventId, eventName: row.event.name, role: row.role as StaffRole, email: row.email };
    },

    /** Takes the invitation once: the account becomes staff with its role (a new role replaces an earlier one). */
    accept(tokenHash: string, account: AccountRecord, now: Date): Promise<{ eventId: string; role: StaffRole }> {
      return prisma.$transaction(async (tx) => {
        const row = await tx.invitation.findFirst({ where: { tokenHash, ...usable(now) }, include: { event: { select: { ownerId: true } } } });
        if (!row) throw invitationNotFound();
        if (row.email !== null && row.email !== account.email) {
          throw new RuleViolation({ code: 'INVITATION_FOR_ANOTHER_EMAIL', message: 'This invitation names another email address.' });
        }
        if (row.event.ownerId === account.id) {
          throw new RuleViolation({ code: 'ALREADY_ORGANIZER', message: 'You are the organizer of this event.' });
        }
        const taken = await tx.invitation.updateMany({ where: { id: row.id, acceptedAt: null }, data: { acceptedAt: now, acceptedById: account.id } });
        if (taken.count === 0) throw invitationNotFound();
        const { eventId, role } = row;
        await tx.eventStaff.upsert({ where: { eventId_accountId: { eventId, accountId: account.id } }, create: { eventId, accountId: account.id, role }, update: { role } });
        await writeAudit(tx, eventId, account.email, 'staff.accept', { after: { accountId: account.id, role } });
        return { eventId, role: role as StaffRole };
      }, TX_OPTIONS);
    },

    remove(eventId: string, accountId: string, actor: string): Promise<void> {
      return prisma.$transaction(async (tx) => {
        const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { ownerId: true } });
        if (event.ownerId === accountId) {
          throw new RuleViolation({ code: 'ORGANIZER_CANNOT_LEAVE', message: 'The organizer cannot be removed from their own event.', field: 'accountId' });
        }
        const member = await tx.eventStaff.findUnique({ where: { eventId_accountId: { eventId, accountId } } });
        if (!member) throw new AppError('STAFF_NOT_FOUND', `No staff member ${accountId} in this event.`);
        await tx.eventStaff.delete({ where: { id: member.id } });
        await writeAudit(tx, eventId, actor, 'staff.remove', { before: { accountId, role: member.role } });
      }, TX_OPTIONS);
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
