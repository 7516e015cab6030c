// The team registry: a team is stored under its two members' key, so the same pair updates its team.
import type { Of, Team } from '@tcg/api/schemas';
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
  return { id, name, affiliation, city, state, country, members, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
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
    if (!row) throw notFound('TEAM_NOT_FOUND', `No team ${id}.`);
    return { team: toTeam(row), key: row.memberKey };
  },

  /** Stores a checked registration under its members' key: a new team, or the same pair's team updated. */
  async register(tx: Tx, info: TeamInfo, memberKey: string, actor: string): Promise<{ team: TeamView; created: boolean }> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'team:' + memberKey}))`;
    const existing = await findTeam(tx, { memberKey });
    const before = existing ? toTeam(existing) : null;
    const details = { name: info.name, affiliation: info.affiliation ?? null, city: info.city, state: info.stateProvince, country: info.country };
    const team = existing ? await tx.team.update({ where: { id: existing.id }, data: details }) : await tx.team.create({ data: { memberKey, ...details } });
    await tx.teamMember.deleteMany({ where: { teamId: team.id } });
    for (const { dciNumber, firstName, lastName, seat } of info.members) {
      const player = await tx.player.upsert({ where: { dciNumber }, create: { dciNumber, firstName, lastName }, update: { firstName, lastName } });
      await tx.teamMember.create({ data: { teamId: team.id, playerId: player.id, seat } });
    }
    const after = await this.get(tx, team.id);
    await writeAudit(tx, null, actor, before ? 'team.update' : 'team.register', { before, after });
    return { team: after, created: !before };
  },
};
