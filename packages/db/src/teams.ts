// 241, 243: the team registry; a team is its two members' DCI numbers, so the same pair updates its team.
import { validateDciNumber } from '@tcg/domain/event';
import { RuleViolation } from '@tcg/domain/shared';
import { applyTeamRegistration, keyOfTeam, validateTeamInfo, type PlayerSeat, type RegisteredTeam, type TeamInfo } from '@tcg/domain/team';
import { writeAudit } from './audit.ts';
import { notFound, TX_OPTIONS, type Tx } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';

export interface TeamMemberRecord {
  playerId: string;
  dciNumber: string;
  firstName: string;
  lastName: string;
  seat: PlayerSeat;
}

export interface TeamRecord {
  id: string;
  name: string;
  affiliation: string | null;
  city: string;
  state: string;
  country: string;
  members: TeamMemberRecord[];
  createdAt: string;
  updatedAt: string;
}

export interface TeamSaved {
  team: TeamRecord;
  created: boolean;
}

const include = { members: { include: { player: true }, orderBy: { seat: 'asc' } } } as const;

type TeamRow = Awaited<ReturnType<typeof findTeam>>;
export const findTeam = (db: Tx, where: { id: string } | { memberKey: string }) => db.team.findUnique({ where, include });

export function toTeam(row: NonNullable<TeamRow>): TeamRecord {
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

export const asRegistered = (team: TeamRecord, key: string): RegisteredTeam => ({
  key,
  info: { ...team, affiliation: team.affiliation ?? undefined, stateProvince: team.state },
});

/** The API calls it `state`; the domain, in the rules' words, `stateProvince`. */
export const apiField = (field: string | undefined) => (field === 'stateProvince' ? 'state' : field);

function validated(info: TeamInfo): TeamInfo {
  const [invalid] = validateTeamInfo(info);
  if (invalid) throw new RuleViolation({ ...invalid, field: apiField(invalid.field) });
  const members = info.members.map((m) => {
    const dci = validateDciNumber(m.dciNumber);
    return { ...m, dciNumber: dci.ok ? dci.value : m.dciNumber, firstName: m.firstName.trim(), lastName: m.lastName.trim() };
  });
  const affiliation = info.affiliation?.trim() || undefined;
  return { ...info, name: info.name.trim(), affiliation, city: info.city.trim(), stateProvince: info.stateProvince.trim(), country: info.country.trim(), members };
}

export function teamRepository(prisma: PrismaClient) {
  return {
    async list(q?: string): Promise<TeamRecord[]> {
      const where = q?.trim() ? { name: { contains: q.trim(), mode: 'insensitive' as const } } : {};
      const rows = await prisma.team.findMany({ where, include, orderBy: [{ name: 'asc' }, { createdAt: 'asc' }] });
      return rows.map(toTeam);
    },

    async get(id: string): Promise<TeamRecord> {
      const row = await findTeam(prisma, { id });
      if (!row) throw notFound('team', id);
      return toTeam(row);
    },

    /** Registers a team (243): its two DCI members identify it, so a known pair updates its details instead. */
    register(input: TeamInfo, actor: string): Promise<TeamSaved> {
      const info = validated(input);
      const memberKey = keyOfTeam(info);
      return prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'team:' + memberKey}))`;
        const existing = await findTeam(tx, { memberKey });
        const before = existing ? toTeam(existing) : null;
        const registration = applyTeamRegistration(before ? [asRegistered(before, memberKey)] : [], info);
        if (!registration.ok) throw new RuleViolation({ ...registration.error, field: apiField(registration.error.field) });
        const details = { name: info.name, affiliation: info.affiliation ?? null, city: info.city, state: info.stateProvince, country: info.country };
        const team = existing ? await tx.team.update({ where: { id: existing.id }, data: details }) : await tx.team.create({ data: { memberKey, ...details } });
        await tx.teamMember.deleteMany({ where: { teamId: team.id } });
        for (const member of info.members) {
          const { dciNumber, firstName, lastName } = member;
          const player = await tx.player.upsert({ where: { dciNumber }, create: { dciNumber, firstName, lastName }, update: { firstName, lastName } });
          await tx.teamMember.create({ data: { teamId: team.id, playerId: player.id, seat: member.seat } });
        }
        const after = toTeam((await findTeam(tx, { id: team.id }))!);
        await writeAudit(tx, null, actor, before ? 'team.update' : 'team.register', { before, after });
        return { team: after, created: !before };
      }, TX_OPTIONS);
    },
  };
}

export type TeamRepository = ReturnType<typeof teamRepository>;
