// Registration: players by DCI number (one Player row reused across events), late entry, drop and undo, disqualification.
import { canUndoDrop, disqualifyAfterRound, dropAfterRound, lateEntryRound, validatePlayerEntry, type PlayerEntry } from '@tcg/domain/event';
import { RuleViolation, type Result } from '@tcg/domain/shared';
import { teamStatus } from '@tcg/domain/team';
import { writeAudit } from './audit.ts';
import { lockEvent, memberStatus, notFound, TX_OPTIONS, type Tx } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { toRegistration, type RegistrationRecord } from './records.ts';

const check = <T>(result: Result<T>, status = 400): T => {
  if (!result.ok) throw new RuleViolation(result.error);
  return result.value;
};

async function registrationOf(tx: Tx, eventId: string, playerId: string) {
  const registration = await tx.registration.findUnique({ where: { eventId_playerId: { eventId, playerId } }, include: { player: true } });
  if (!registration) throw notFound('player', playerId);
  return registration;
}

const roundsPaired = (tx: Tx, eventId: string) => tx.round.count({ where: { eventId } });

/** A team member's drop, disqualification or undo moves the whole team in or out of the event (244): recorded as the team's too. */
async function auditTeamStatus(tx: Tx, eventId: string, teamId: string | null, actor: string, reason: string | null) {
  if (teamId === null) return;
  const members = await tx.registration.findMany({ where: { eventId, teamId }, include: { player: true } });
  const seat = (s: string) => members.find((m) => m.teamSeat === s);
  const [a, b] = [seat('A'), seat('B')];
  if (!a || !b) return;
  const status = teamStatus({ A: memberStatus(a), B: memberStatus(b) });
  const team = { teamId, name: a.teamName, members: [toRegistration(a), toRegistration(b)] };
  await writeAudit(tx, eventId, actor, status.status === 'dropped' ? 'team.drop' : 'team.active', { after: { ...team, status }, reason });
}

export function playerRepository(prisma: PrismaClient) {
  const inEvent = <T>(eventId: string, work: (tx: Tx) => Promise<T>) =>
    prisma.$transaction(async (tx) => {
      await lockEvent(tx, eventId);
      return work(tx);
    }, TX_OPTIONS);

  /** Changes one registration after `decide` approves it, with its audit entry. */
  const change = (eventId: string, playerId: string, action: string, actor: string, decide: (r: RegistrationRecord, paired: number) => { data: object; reason?: string | null }) =>
    inEvent(eventId, async (tx) => {
      const before = toRegistration(await registrationOf(tx, eventId, playerId));
      const { data, reason } = decide(before, await roundsPaired(tx, eventId));
      const row = await tx.registration.update({ where: { eventId_playerId: { eventId, playerId } }, data, include: { player: true } });
      const after = toRegistration(row);
      await writeAudit(tx, eventId, actor, action, { before, after, reason: reason ?? null });
      await auditTeamStatus(tx, eventId, row.teamId, actor, reason ?? null);
      return after;
    });

  return {
    async list(eventId: string): Promise<RegistrationRecord[]> {
      const rows = await prisma.registration.findMany({ where: { eventId }, include: { player: true } });
      return rows.map(toRegistration).sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
    },

    /** Registers a player; a DCI number seen before reuses its Player row. Late entrants lose the rounds already paired. */
    register(eventId: string, input: PlayerEntry, actor: string): Promise<RegistrationRecord> {
      const entry = check(validatePlayerEntry(input));
      return inEvent(eventId, async (tx) => {
        const event = await tx.event.findUniqueOrThrow({ where: { id: eventId } });
        if (event.teams) {
          throw new RuleViolation({ code: 'TEAM_EVENT', message: 'This is a team event: register teams (POST /api/events/:id/teams), not single players.', section: '201' });
        }
        const firstRound = check(lateEntryRound(await roundsPaired(tx, eventId), event.rounds), 409);
        const player = await tx.player.upsert({
          where: { dciNumber: entry.dciNumber },
          create: entry,
          update: { firstName: entry.firstName, lastName: entry.lastName },
        });
        const taken = await tx.registration.findUnique({ where: { eventId_playerId: { eventId, playerId: player.id } } });
        if (taken) {
          throw new RuleViolation({ code: 'DUPLICATE_DCI_NUMBER', message: `DCI number ${entry.dciNumber} is already registered in this event.`, field: 'dciNumber' });
        }
        const row = await tx.registration.create({ data: { eventId, playerId: player.id, lateEntryRound: firstRound }, include: { player: true } });
        const after = toRegistration(row);
        await writeAudit(tx, eventId, actor, firstRound > 1 ? 'player.lateEntry' : 'player.register', { after });
        return after;
      });
    },

    /** Edits a registered player's name or DCI number (the Player row, shared with other events). */
    edit(eventId: string, playerId: string, input: Partial<PlayerEntry>, actor: string): Promise<RegistrationRecord> {
      return inEvent(eventId, async (tx) => {
        const current = await registrationOf(tx, eventId, playerId);
        const entry = check(validatePlayerEntry({ ...current.player, ...input }));
        if (entry.dciNumber !== current.player.dciNumber && (await tx.player.findUnique({ where: { dciNumber: entry.dciNumber } }))) {
          throw new RuleViolation({ code: 'DUPLICATE_DCI_NUMBER', message: `DCI number ${entry.dciNumber} belongs to another player.`, field: 'dciNumber' });
        }
        await tx.player.update({ where: { id: playerId }, data: entry });
        const after = toRegistration(await registrationOf(tx, eventId, playerId));
        await writeAudit(tx, eventId, actor, 'player.edit', { before: toRegistration(current), after });
        return after;
      });
    },

    drop: (eventId: string, playerId: string, actor: string) =>
      change(eventId, playerId, 'player.drop', actor, (r, paired) => ({ data: { droppedAfterRound: check(dropAfterRound(r, paired), 409) } })),

    undoDrop: (eventId: string, playerId: string, actor: string) =>
      change(eventId, playerId, 'player.undoDrop', actor, (r, paired) => {
        check(canUndoDrop(r, paired), 409);
        return { data: { droppedAfterRound: null } };
      }),

    disqualify: (eventId: string, playerId: string, reason: string, actor: string) =>
      change(eventId, playerId, 'player.disqualify', actor, (r, paired) => {
        const after = check(disqualifyAfterRound(r, paired, reason), r.disqualified ? 409 : 400);
        return { data: { disqualified: true, disqualifiedReason: reason.trim(), disqualifiedAfterRound: paired, droppedAfterRound: after }, reason: reason.trim() };
      }),

    /** Two players the organizer asks to keep apart (family members); honoured by pairing when possible. */
    avoid(eventId: string, playerIds: [string, string], actor: string): Promise<[string, string][]> {
      return inEvent(eventId, async (tx) => {
        for (const id of playerIds) await registrationOf(tx, eventId, id);
        if (playerIds[0] === playerIds[1]) throw new RuleViolation({ code: 'SAME_PLAYER', message: 'Name two different players.', field: 'playerIds' });
        const [a, b] = [...playerIds].sort() as [string, string];
        await tx.avoidPair.upsert({ where: { eventId_playerAId_playerBId: { eventId, playerAId: a, playerBId: b } }, create: { eventId, playerAId: a, playerBId: b }, update: {} });
        await writeAudit(tx, eventId, actor, 'pairing.avoid', { after: { playerIds: [a, b] } });
        const rows = await tx.avoidPair.findMany({ where: { eventId }, orderBy: { createdAt: 'asc' } });
        return rows.map((p) => [p.playerAId, p.playerBId] as [string, string]);
      });
    },

    async avoidPairs(eventId: string): Promise<[string, string][]> {
      const rows = await prisma.avoidPair.findMany({ where: { eventId }, orderBy: { createdAt: 'asc' } });
      return rows.map((p) => [p.playerAId, p.playerBId]);
    },
  };
}

export type PlayerRepository = ReturnType<typeof playerRepository>;
