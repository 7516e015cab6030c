// The team registry: a team is stored under its two members' key, so the same pair updates its team (its owner only).
import type { Of, Team } from '@tcg/contract';
import { notFound } from '@tcg/domain/shared';
import type { PlayerSeat, TeamInfo } from '@tcg/domain/team';
import { writeAudit } from './audit.ts';
import type { Tx } from './transaction.ts';

type TeamView = Of<typeof Team>;

const include = { members: { include: { player: true }, orderBy: { seat: 'asc' } } } as const;

type TeamRow = NonNullable<Awaited<ReturnType<typeof findTeam>>>;
const findTeam = (tx: Tx, where: { id: string } | { memberKey: string }) => tx.team.findUnique({ where, include });

function toTeam(row: TeamRow): TeamView {
  const members = row.members.map((m) => ({
    playerId: m.playerId,
    dciNumber: m.player.dciNumber,
    firstName: m.player.firstName,
    lastName: m.player.lastName,
    seat: m.seat as PlayerSeat,
  }));
  const { id, name, affiliation, city, state, country } = row;
  return {
    id,
    name,
    affiliation,
    city,
    state,
    country,
    members,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const teamRepository = {
  async list(tx: Tx, q?: string): Promise<TeamView[]> {
    const where = q?.trim() ? { name: { contains: q.trim(), mode: 'insensitive' as const } } : {};
    const rows = await tx.team.findMany({ where, include, orderBy: [{ name: 'asc' }, { createdAt: 'asc' }] });
    return rows.map(toTeam);
  },

  async get(tx: Tx, id: string): Promise<TeamView> {
    return (await this.keyed(tx, id)).team;
  },

  /** The team with the key its members make. */
  async keyed(tx: Tx, id: string): Promise<{ team: TeamView; key: string }> {
    const row = await findTeam(tx, { id });
    if (!row) throw notFound('team', id);
    return { team: toTeam(row), key: row.memberKey };
  },

  /** Serializes registrations of the same pair; answers who owns the pair's team, or undefined when there is none yet. */
  async lockPair(tx: Tx, memberKey: string): Promise<{ ownerId: string | null } | undefined> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'team:' + memberKey}))`;
    return (await tx.team.findUnique({ where: { memberKey }, select: { ownerId: true } })) ?? undefined;
  },

  /**
   * Stores a checked registration under its members' key: a new team owned by `ownerId`, or the same pair's team
   * updated. Members get Player rows of their own (events' registrations are untouched); audited in the registry's
   * trail and in every event the team entered.
   */
  async register(
    tx: Tx,
    info: TeamInfo,
    memberKey: string,
    ownerId: string,
    actor: string,
  ): Promise<{ team: TeamView; created: boolean }> {
    const existing = await findTeam(tx, { memberKey });
    const before = existing ? toTeam(existing) : null;
    const details = {
      name: info.name,
      affiliation: info.affiliation ?? null,
      city: info.city,
      state: info.stateProvince,
      country: info.country,
    };
    const team = existing
      ? await tx.team.update({ where: { id: existing.id }, data: details })
      : await tx.team.create({ data: { memberKey, ownerId, ...details } });
    await tx.teamMember.deleteMany({ where: { teamId: team.id } });
    for (const { dciNumber, firstName, lastName, seat } of info.members) {
      const player = await tx.player.create({ data: { dciNumber, firstName, lastName } });
      await tx.teamMember.create({ data: { teamId: team.id, playerId: player.id, seat } });
    }
    const replaced = before?.members.map((m) => m.playerId) ?? [];
    await tx.player.deleteMany({
      where: { id: { in: replaced }, registrations: { none: {} }, teamMemberships: { none: {} } },
    });
    const after = await this.get(tx, team.id);
    const action = before ? 'team.update' : 'team.register';
    const events = await tx.registration.findMany({
      where: { teamId: team.id },
      distinct: ['eventId'],
      select: { eventId: true },
    });
    for (const eventId of [null, ...events.map((e) => e.eventId)])
      await writeAudit(tx, eventId, actor, action, { before, after });
    return { team: after, created: !before };
  },
};
