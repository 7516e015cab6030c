// 241–244: teams in a team event: both members registered, Player A as the team's entrant, designations fixed at round 1.
import { lateEntryRound, validateDciNumber } from '@tcg/domain/event';
import { RuleViolation, type Result, type RuleError } from '@tcg/domain/shared';
import {
  checkTeamDecks,
  checkTeamName,
  designatePlayerA,
  enterTeam,
  nameReservations,
  refuseTeamName,
  TEAM_FORMATS,
  teamFormatOf,
  teamKey,
  teamStatus,
  type NameRefusal,
  type NameReservation,
  type PlayerSeat,
  type RegisteredTeam,
} from '@tcg/domain/team';
import { writeAudit } from './audit.ts';
import { loadEventState, lockEvent, memberStatus, notFound, TX_OPTIONS, type Tx } from './eventState.ts';
import type { Player as PlayerRow, PrismaClient, Registration as RegistrationRow, Team as TeamRow } from './generated/prisma/client.ts';
import { apiField, asRegistered, findTeam, toTeam } from './teams.ts';

export interface EventTeamMemberRecord {
  playerId: string;
  dciNumber: string;
  firstName: string;
  lastName: string;
  seat: PlayerSeat;
  droppedAfterRound: number | null;
  disqualified: boolean;
}

export interface EventTeamRecord {
  teamId: string;
  /** The name the team registered under in this event. */
  name: string;
  affiliation: string | null;
  city: string;
  state: string;
  country: string;
  /** The team's id in pairings, results and standings: its Player A's player id. */
  entrantId: string;
  /** Out of the event because a member dropped or was disqualified (244). */
  dropped: boolean;
  lateEntryRound: number;
  /** Player A, then Player B. */
  members: EventTeamMemberRecord[];
}

type MemberRow = RegistrationRow & { player: PlayerRow; team: TeamRow | null };

/** Refusals that are about the event's other entries rather than the team's own information. */
const CONFLICTS = new Set(['TEAM_ALREADY_ENTERED', 'PLAYER_ON_TWO_TEAMS', 'DUPLICATE_TEAM_NAME', 'NAME_RESERVED', 'NAME_REFUSED', 'SEAT_LOCKED']);

const check = <T>(result: Result<T>): T => {
  if (!result.ok) throw new RuleViolation({ ...result.error, field: apiField(result.error.field) });
  return result.value;
};

const toMember = (r: MemberRow): EventTeamMemberRecord => ({
  playerId: r.playerId,
  dciNumber: r.player.dciNumber,
  firstName: r.player.firstName,
  lastName: r.player.lastName,
  seat: r.teamSeat as PlayerSeat,
  droppedAfterRound: r.droppedAfterRound,
  disqualified: r.disqualified,
});

/** The event's teams from their members' registrations, in registration order. */
function groupTeams(rows: readonly MemberRow[]): EventTeamRecord[] {
  const teams = new Map<string, MemberRow[]>();
  for (const row of rows) teams.set(row.teamId!, [...(teams.get(row.teamId!) ?? []), row]);
  return [...teams.values()].flatMap((members) => {
    const a = members.find((m) => m.teamSeat === 'A');
    const b = members.find((m) => m.teamSeat === 'B');
    if (!a?.team || !b) return [];
    const { affiliation, city, state, country } = a.team;
    const dropped = teamStatus({ A: memberStatus(a), B: memberStatus(b) }).status === 'dropped';
    return [{ teamId: a.team.id, name: a.teamName ?? a.team.name, affiliation, city, state, country, entrantId: a.playerId, dropped, lateEntryRound: a.lateEntryRound, members: [toMember(a), toMember(b)] }];
  });
}

const memberRows = (tx: Tx, eventId: string, teamId?: string) =>
  tx.registration.findMany({
    where: { eventId, teamId: teamId ?? { not: null } },
    include: { player: true, team: true },
    orderBy: [{ createdAt: 'asc' }, { teamSeat: 'asc' }],
  });

const asEntered = (team: EventTeamRecord): RegisteredTeam => {
  const [a, b] = team.members as [EventTeamMemberRecord, EventTeamMemberRecord];
  return { key: teamKey(a.dciNumber, b.dciNumber), info: { ...team, affiliation: team.affiliation ?? undefined, stateProvince: team.state, members: team.members } };
};

/** Names taken under 242: registered and played at a premier team event other than this one, first team first. */
async function reservations(tx: Tx, eventId: string): Promise<NameReservation[]> {
  const rows = await tx.registration.findMany({
    where: { teamSeat: 'A', eventId: { not: eventId }, event: { premier: true, teams: true } },
    include: { team: { select: { memberKey: true } } },
    orderBy: [{ event: { createdAt: 'asc' } }, { createdAt: 'asc' }],
  });
  const records = await Promise.all(
    rows.map(async (r) => ({
      teamKey: r.team?.memberKey ?? '',
      teamName: r.teamName ?? '',
      premierEvent: true,
      matchesPlayed: await tx.match.count({ where: { round: { eventId: r.eventId }, reportedAt: { not: null }, OR: [{ playerAId: r.playerId }, { playerBId: r.playerId }] } }),
    })),
  );
  return nameReservations(records);
}

async function teamEvent(tx: Tx, eventId: string) {
  await lockEvent(tx, eventId);
  const event = await tx.event.findUniqueOrThrow({ where: { id: eventId } });
  if (!event.teams) {
    throw new RuleViolation({ code: 'NOT_A_TEAM_EVENT', message: 'This is not a team event: register players one by one.', section: '201' });
  }
  return { event, roundsPaired: await tx.round.count({ where: { eventId } }) };
}

export interface EventTeamDecksRecord extends EventTeamRecord {
  /** What keeps the team's decks from being ready: each member registers one of the format's size (Appendix A.B 1; empty when ready). */
  decks: RuleError[];
}

/** Each team with the state of its members' registered decks. */
async function withDecks(db: Tx | PrismaClient, eventId: string, eventFormat: string, teams: EventTeamRecord[]): Promise<EventTeamDecksRecord[]> {
  const format = teamFormatOf(eventFormat);
  const rows = await db.deckRegistration.findMany({ where: { eventId }, select: { playerId: true, legality: true } });
  const totals = new Map(rows.map((r) => [r.playerId, (r.legality as { total: number }).total]));
  return teams.map((team) => {
    const registered = team.members.flatMap((m) => (totals.has(m.playerId) ? [[m.seat, totals.get(m.playerId)!] as const] : []));
    return { ...team, decks: format.ok ? checkTeamDecks(format.value, Object.fromEntries(registered)) : [] };
  });
}

export function teamEntryRepository(prisma: PrismaClient) {
  const inTeamEvent = <T>(eventId: string, work: (tx: Tx, at: Awaited<ReturnType<typeof teamEvent>>) => Promise<T>) =>
    prisma.$transaction(async (tx) => work(tx, await teamEvent(tx, eventId)), TX_OPTIONS);

  const teamIn = async (tx: Tx, eventId: string, teamId: string) => {
    const [team] = groupTeams(await memberRows(tx, eventId, teamId));
    if (!team) throw notFound('team', teamId);
    return team;
  };

  return {
    async list(eventId: string): Promise<EventTeamDecksRecord[]> {
      const event = await prisma.event.findUnique({ where: { id: eventId }, select: { format: true } });
      if (!event) throw notFound('event', eventId);
      return withDecks(prisma, eventId, event.format, groupTeams(await memberRows(prisma, eventId)));
    },

    /** Enters a registered team (244): both members, with the team's Player A/B designations; late teams lose the rounds missed. */
    enter(eventId: string, teamId: string, actor: string): Promise<EventTeamRecord> {
      return inTeamEvent(eventId, async (tx, { event, roundsPaired }) => {
        const row = await findTeam(tx, { id: teamId });
        if (!row) throw notFound('team', teamId);
        const { info } = asRegistered(toTeam(row), row.memberKey);
        const firstRound = lateEntryRound(roundsPaired, event.rounds);
        if (!firstRound.ok) throw new RuleViolation(firstRound.error);
        check(enterTeam(groupTeams(await memberRows(tx, eventId)).map(asEntered), info));
        const refusals = await tx.teamNameRefusal.findMany({ where: { eventId } });
        check(checkTeamName(info.name, row.memberKey, { reservations: await reservations(tx, eventId), refusals }));
        for (const [index, member] of row.members.entries()) {
          if (await tx.registration.findUnique({ where: { eventId_playerId: { eventId, playerId: member.playerId } } })) {
            const message = `DCI member ${member.player.dciNumber} is already registered in this event as a single player.`;
            throw new RuleViolation({ code: 'PLAYER_ALREADY_REGISTERED', message, section: '243', field: `members[${index}].dciNumber` });
          }
          const data = { eventId, playerId: member.playerId, teamId, teamSeat: member.seat, teamName: info.name, lateEntryRound: firstRound.value };
          await tx.registration.create({ data });
        }
        const after = await teamIn(tx, eventId, teamId);
        await writeAudit(tx, eventId, actor, firstRound.value > 1 ? 'team.lateEntry' : 'team.enter', { after });
        return after;
      });
    },

    async refusals(eventId: string): Promise<NameRefusal[]> {
      if (!(await prisma.event.findUnique({ where: { id: eventId }, select: { id: true } }))) throw notFound('event', eventId);
      const rows = await prisma.teamNameRefusal.findMany({ where: { eventId }, orderBy: { createdAt: 'asc' } });
      return rows.map(({ name, reason }) => ({ name, reason }));
    },

    /** The organizer refuses a team name as offensive or obscene (242); the reason is logged, and no team enters under it. */
    refuseName(eventId: string, name: string, reason: string, actor: string): Promise<NameRefusal> {
      return inTeamEvent(eventId, async (tx) => {
        if (name.trim() === '') throw new RuleViolation({ code: 'NAME_REQUIRED', message: 'Name the team name to refuse.', section: '242', field: 'name' });
        const refusal = check(refuseTeamName(name, reason));
        await tx.teamNameRefusal.upsert({ where: { eventId_name: { eventId, name: refusal.name } }, create: { eventId, ...refusal }, update: { reason: refusal.reason } });
        await writeAudit(tx, eventId, actor, 'team.refuseName', { after: refusal, reason: refusal.reason });
        return refusal;
      });
    },

    /** Designates Player A and Player B again; only until round 1 is paired (244). */
    designate(eventId: string, teamId: string, seats: Record<PlayerSeat, string>, actor: string): Promise<EventTeamRecord> {
      return inTeamEvent(eventId, async (tx, { roundsPaired }) => {
        const before = await teamIn(tx, eventId, teamId);
        const dci = (seat: PlayerSeat) => {
          const valid = validateDciNumber(seats[seat]);
          return valid.ok ? valid.value : seats[seat];
        };
        const members = before.members.map((m) => m.dciNumber);
        const named = (['A', 'B'] as const).find((seat) => !members.includes(dci(seat)));
        if (named || dci('A') === dci('B')) {
          const message = `Seats name each of the team's two members once (${members.join(', ')}).`;
          throw new RuleViolation({ code: 'SEATS_INVALID', message, section: '244', field: `seats.${named ?? 'B'}` });
        }
        const designated = check(designatePlayerA(asEntered(before), dci('A'), roundsPaired > 0));
        const seatOf = new Map(designated.info.members.map((m) => [m.dciNumber, m.seat]));
        if (before.members.every((m) => seatOf.get(m.dciNumber) === m.seat)) return before;
        await tx.registration.updateMany({ where: { eventId, teamId }, data: { teamSeat: null } });
        for (const m of before.members) {
          await tx.registration.update({ where: { eventId_playerId: { eventId, playerId: m.playerId } }, data: { teamSeat: seatOf.get(m.dciNumber)! } });
        }
        const after = await teamIn(tx, eventId, teamId);
        await writeAudit(tx, eventId, actor, 'team.designate', { before, after });
        return after;
      });
    },
  };
}

export type TeamEntryRepository = ReturnType<typeof teamEntryRepository>;

export interface RatingsMatchRecord {
  round: number;
  stage: 'swiss' | 'elimination';
  /** Null for a bye. */
  opponentTeamId: string | null;
  opponent: string | null;
  result: 'win' | 'loss' | 'draw' | 'bye';
}

export interface RatingsReportRecord {
  eventId: string;
  event: string;
  /** The DCI ratings category the results are reported under (201, 245, 246). */
  category: 'Team Constructed' | 'Team Limited';
  /** One entry per team: both members' results merged as the team's. */
  teams: { teamId: string; name: string; members: { dciNumber: string; firstName: string; lastName: string; seat: PlayerSeat }[]; matches: RatingsMatchRecord[] }[];
}

const resultFor = (entrant: string, m: { playerBId: string | null; outcome: unknown }): RatingsMatchRecord['result'] | null => {
  if (m.playerBId === null) return 'bye';
  const outcome = m.outcome as { winner: string | null } | null;
  if (!outcome) return null;
  return outcome.winner === null ? 'draw' : outcome.winner === entrant ? 'win' : 'loss';
};

/** The team results of a team event as reported for ratings: per team, under Team Constructed or Team Limited. */
export async function teamRatingsReport(prisma: PrismaClient, eventId: string): Promise<RatingsReportRecord> {
  const state = await loadEventState(prisma, eventId);
  const format = teamFormatOf(state.event.format);
  if (!state.event.teams || !format.ok) {
    throw new RuleViolation({ code: 'NOT_A_TEAM_EVENT', message: 'Ratings categories for teams exist only in a team event.', section: '201' });
  }
  const rounds = [...state.rounds, ...state.cutRounds];
  const teams = [...state.teams.entries()].map(([entrant, team]) => ({
    teamId: team.teamId,
    name: team.teamName,
    members: [team.A, team.B].map((r) => ({ dciNumber: r.player.dciNumber, firstName: r.player.firstName, lastName: r.player.lastName, seat: r.teamSeat as PlayerSeat })),
    matches: rounds.flatMap((round) =>
      round.matches.flatMap((m) => {
        if (m.playerAId !== entrant && m.playerBId !== entrant) return [];
        const result = resultFor(entrant, m);
        const opponentId = m.playerAId === entrant ? m.playerBId : m.playerAId;
        const opponent = opponentId ? state.teams.get(opponentId) : undefined;
        const stage = round.stage === 'elimination' ? ('elimination' as const) : ('swiss' as const);
        return result ? [{ round: round.number, stage, opponentTeamId: opponent?.teamId ?? null, opponent: opponent?.teamName ?? null, result }] : [];
      }),
    ),
  }));
  return { eventId, event: state.event.name, category: TEAM_FORMATS[format.value].ratingsCategory, teams };
}
