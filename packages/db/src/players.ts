// Registration: each registration its own Player row (name and DCI number belong to the event), late entry, drop and undo, disqualification.
import type { PlayerEntry } from '@tcg/domain/event';
import { teamStatus } from '@tcg/domain/team';
import { writeAudit } from './audit.ts';
import { memberStatus } from './eventState.ts';
import { toRegistration, type RegistrationRecord } from './records.ts';
import { notFound } from '@tcg/domain/shared';
import type { Tx } from './transaction.ts';

/** A player's year of birth and the organizer's choice of age division, for this event. */
export interface DivisionEntry {
  birthYear: number | null;
  division: string | null;
}

/** The columns of a registration that drop, undo and disqualification change. */
export interface ParticipationChange {
  droppedAfterRound: number | null;
  disqualified?: boolean;
  disqualifiedReason?: string;
  disqualifiedAfterRound?: number;
}

/** A team member's drop, disqualification or undo moves the whole team in or out of the event: recorded as the team's too. */
async function auditTeamStatus(tx: Tx, eventId: string, teamId: string | null, actor: string, reason: string | null) {
  if (teamId === null) return;
  const members = await tx.registration.findMany({ where: { eventId, teamId }, include: { player: true } });
  const seat = (s: string) => members.find((m) => m.teamSeat === s);
  const [a, b] = [seat('A'), seat('B')];
  if (!a || !b) return;
  const status = teamStatus({ A: memberStatus(a), B: memberStatus(b) });
  const team = { teamId, name: a.teamName, members: [toRegistration(a), toRegistration(b)] };
  await writeAudit(tx, eventId, actor, status.status === 'dropped' ? 'team.drop' : 'team.active', {
    after: { ...team, status },
    reason,
  });
}

const avoidPairsOf = async (tx: Tx, eventId: string): Promise<[string, string][]> => {
  const rows = await tx.avoidPair.findMany({ where: { eventId }, orderBy: { createdAt: 'asc' } });
  return rows.map((p) => [p.playerAId, p.playerBId]);
};

export const playerRepository = {
  async list(tx: Tx, eventId: string): Promise<RegistrationRecord[]> {
    const rows = await tx.registration.findMany({ where: { eventId }, include: { player: true } });
    return rows
      .map(toRegistration)
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  },

  /** The player's registration in the event, or PLAYER_NOT_FOUND. */
  async get(tx: Tx, eventId: string, playerId: string): Promise<RegistrationRecord> {
    const registration = await tx.registration.findUnique({
      where: { eventId_playerId: { eventId, playerId } },
      include: { player: true },
    });
    if (!registration) throw notFound('player', playerId);
    return toRegistration(registration);
  },

  /** The Swiss and top-cut rounds paired so far in the event. */
  roundsPaired: (tx: Tx, eventId: string) => tx.round.count({ where: { eventId } }),

  /** The id of the player registered in the event under a DCI number. */
  async holderOf(tx: Tx, eventId: string, dciNumber: string): Promise<string | null> {
    return (
      (await tx.registration.findFirst({ where: { eventId, player: { dciNumber } }, select: { playerId: true } }))
        ?.playerId ?? null
    );
  },

  /** Registers a player from round `firstRound`, under a Player row of its own: other events' registrations are untouched. */
  async register(
    tx: Tx,
    eventId: string,
    entry: PlayerEntry,
    firstRound: number,
    actor: string,
    division: DivisionEntry = { birthYear: null, division: null },
  ): Promise<RegistrationRecord> {
    const player = await tx.player.create({ data: entry });
    const after = toRegistration(
      await tx.registration.create({
        data: { eventId, playerId: player.id, lateEntryRound: firstRound, ...division },
        include: { player: true },
      }),
    );
    await writeAudit(tx, eventId, actor, firstRound > 1 ? 'player.lateEntry' : 'player.register', { after });
    return after;
  },

  /** Stores a registered player's name or DCI number (the registration's own Player row), year of birth and division here. */
  async edit(
    tx: Tx,
    eventId: string,
    before: RegistrationRecord,
    entry: PlayerEntry,
    division: DivisionEntry,
    actor: string,
  ): Promise<RegistrationRecord> {
    await tx.player.update({ where: { id: before.id }, data: entry });
    await tx.registration.update({ where: { eventId_playerId: { eventId, playerId: before.id } }, data: division });
    const after = await playerRepository.get(tx, eventId, before.id);
    await writeAudit(tx, eventId, actor, 'player.edit', { before, after });
    return after;
  },

  /** Stores a drop, its undo or a disqualification, audited as `action` (and as the team's, for a team member). */
  async changeParticipation(
    tx: Tx,
    eventId: string,
    before: RegistrationRecord,
    data: ParticipationChange,
    action: string,
    actor: string,
    reason: string | null = null,
  ) {
    const row = await tx.registration.update({
      where: { eventId_playerId: { eventId, playerId: before.id } },
      data,
      include: { player: true },
    });
    const after = toRegistration(row);
    await writeAudit(tx, eventId, actor, action, { before, after, reason });
    await auditTeamStatus(tx, eventId, row.teamId, actor, reason);
    return after;
  },

  /** What ties a registration to play already: its team, a pod seat, a registered pool. */
  async ties(tx: Tx, eventId: string, playerId: string) {
    const registration = await tx.registration.findUnique({
      where: { eventId_playerId: { eventId, playerId } },
      select: { teamId: true },
    });
    return {
      teamMember: registration?.teamId != null,
      seatedInPod: (await tx.podSeat.count({ where: { playerId, pod: { eventId } } })) > 0,
      hasPool: (await tx.pool.count({ where: { eventId, playerId } })) > 0,
    };
  },

  /** Removes a registration made by mistake with what hangs on it (avoid pairs, decklist, deck checks) and its own Player row. */
  async remove(tx: Tx, eventId: string, before: RegistrationRecord, actor: string): Promise<void> {
    const playerId = before.id;
    await tx.avoidPair.deleteMany({ where: { eventId, OR: [{ playerAId: playerId }, { playerBId: playerId }] } });
    await tx.deckRegistration.deleteMany({ where: { eventId, playerId } });
    await tx.deckCheck.deleteMany({ where: { eventId, playerId } });
    await tx.registration.delete({ where: { eventId_playerId: { eventId, playerId } } });
    await tx.player.deleteMany({ where: { id: playerId, registrations: { none: {} }, teamMemberships: { none: {} } } });
    await writeAudit(tx, eventId, actor, 'player.remove', { before });
  },

  /** Stores two players the organizer asks to keep apart; answers every such pair of the event. */
  async avoid(tx: Tx, eventId: string, [a, b]: [string, string], actor: string): Promise<[string, string][]> {
    await tx.avoidPair.upsert({
      where: { eventId_playerAId_playerBId: { eventId, playerAId: a, playerBId: b } },
      create: { eventId, playerAId: a, playerBId: b },
      update: {},
    });
    await writeAudit(tx, eventId, actor, 'pairing.avoid', { after: { playerIds: [a, b] } });
    return avoidPairsOf(tx, eventId);
  },

  avoidPairs: avoidPairsOf,
};
