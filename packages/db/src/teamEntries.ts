// Teams entered in a team event: both members' registrations under the team's name and designations, and refused names.
import { DeckVerdict, type EventTeam, type NameRefusal, type Of, type RatingsReport } from '@tcg/contract';
import { notFound } from '@tcg/domain/shared';
import type { PlayerSeat, TeamEventRecord } from '@tcg/domain/team';
import { writeAudit } from './audit.ts';
import { decode } from './corruptData.ts';
import { loadEventState } from './eventState.ts';
import type {
  Match as MatchRow,
  Player as PlayerRow,
  Registration as RegistrationRow,
  Team as TeamRow,
} from './generated/prisma/client.ts';
import { outcomeOf } from './records.ts';
import type { Tx } from './transaction.ts';

type EventTeamView = Of<typeof EventTeam>;
/** A team as stored in the event: whether it is out is for the team rules to say. */
export type EnteredTeam = Omit<EventTeamView, 'dropped'>;
type RatingsTeam = Of<typeof RatingsReport>['teams'][number];
type RatingsResult = RatingsTeam['matches'][number]['result'];

type TeamMemberEntry = { dciNumber: string; firstName: string; lastName: string; seat: PlayerSeat };

type MemberRow = RegistrationRow & { player: PlayerRow; team: TeamRow | null };

const toMember = (r: MemberRow) => ({
  playerId: r.playerId,
  dciNumber: r.player.dciNumber,
  firstName: r.player.firstName,
  lastName: r.player.lastName,
  seat: r.teamSeat as PlayerSeat,
  droppedAfterRound: r.droppedAfterRound,
  disqualified: r.disqualified,
});

/** The event's teams from their members' registrations, in registration order. */
function groupTeams(rows: readonly MemberRow[]): EnteredTeam[] {
  const teams = new Map<string, MemberRow[]>();
  for (const row of rows) teams.set(row.teamId!, [...(teams.get(row.teamId!) ?? []), row]);
  return [...teams.values()].flatMap((members) => {
    const a = members.find((m) => m.teamSeat === 'A');
    const b = members.find((m) => m.teamSeat === 'B');
    if (!a?.team || !b) return [];
    const { affiliation, city, state, country } = a.team;
    return [
      {
        teamId: a.team.id,
        name: a.teamName ?? a.team.name,
        affiliation,
        city,
        state,
        country,
        entrantId: a.playerId,
        lateEntryRound: a.lateEntryRound,
        members: [toMember(a), toMember(b)],
      },
    ];
  });
}

const memberRows = (tx: Tx, eventId: string, teamId?: string) =>
  tx.registration.findMany({
    where: { eventId, teamId: teamId ?? { not: null } },
    include: { player: true, team: true },
    orderBy: [{ createdAt: 'asc' }, { teamSeat: 'asc' }],
  });

export const teamEntryRepository = {
  /** What the team rules need of the event: whether it takes teams, its format, planned rounds and rounds paired so far. */
  async event(tx: Tx, eventId: string) {
    const event = await tx.event.findUnique({
      where: { id: eventId },
      select: { teams: true, format: true, rounds: true },
    });
    if (!event) throw notFound('event', eventId);
    return { ...event, roundsPaired: await tx.round.count({ where: { eventId } }) };
  },

  async list(tx: Tx, eventId: string): Promise<EnteredTeam[]> {
    return groupTeams(await memberRows(tx, eventId));
  },

  async team(tx: Tx, eventId: string, teamId: string): Promise<EnteredTeam> {
    const [team] = groupTeams(await memberRows(tx, eventId, teamId));
    if (!team) throw notFound('team', teamId);
    return team;
  },

  /** The card count of each registered deck in the event, by player. */
  async deckTotals(tx: Tx, eventId: string): Promise<Map<string, number>> {
    const rows = await tx.deckRegistration.findMany({ where: { eventId }, select: { playerId: true, legality: true } });
    return new Map(rows.map((r) => [r.playerId, decode(DeckVerdict, r.legality, 'deck legality').total]));
  },

  /** Which of these DCI numbers are registered in the event already (as single players, once teams are accounted for). */
  async registeredAmong(tx: Tx, eventId: string, dciNumbers: readonly string[]): Promise<string[]> {
    const rows = await tx.registration.findMany({
      where: { eventId, player: { dciNumber: { in: [...dciNumbers] } } },
      select: { player: { select: { dciNumber: true } } },
    });
    return rows.map((r) => r.player.dciNumber);
  },

  /** Team names registered at premier team events other than this one, oldest first, with the matches each team played there. */
  async nameHistory(tx: Tx, eventId: string): Promise<TeamEventRecord[]> {
    const rows = await tx.registration.findMany({
      where: { teamSeat: 'A', eventId: { not: eventId }, event: { premier: true, teams: true } },
      include: { team: { select: { memberKey: true } } },
      orderBy: [{ event: { createdAt: 'asc' } }, { createdAt: 'asc' }],
    });
    return Promise.all(
      rows.map(async (r) => ({
        teamKey: r.team?.memberKey ?? '',
        teamName: r.teamName ?? '',
        premierEvent: true,
        matchesPlayed: await tx.match.count({
          where: {
            round: { eventId: r.eventId },
            reportedAt: { not: null },
            OR: [{ playerAId: r.playerId }, { playerBId: r.playerId }],
          },
        }),
      })),
    );
  },

  async refusals(tx: Tx, eventId: string): Promise<Of<typeof NameRefusal>[]> {
    const rows = await tx.teamNameRefusal.findMany({ where: { eventId }, orderBy: { createdAt: 'asc' } });
    return rows.map(({ name, reason }) => ({ name, reason }));
  },

  /** Registers both members (Player rows of the event's own) under the team's name and designations, from `firstRound` on, with its audit entry. */
  async enter(
    tx: Tx,
    eventId: string,
    team: { id: string; name: string; members: readonly TeamMemberEntry[] },
    firstRound: number,
    actor: string,
  ): Promise<EnteredTeam> {
    for (const { dciNumber, firstName, lastName, seat } of team.members) {
      const player = await tx.player.create({ data: { dciNumber, firstName, lastName } });
      await tx.registration.create({
        data: {
          eventId,
          playerId: player.id,
          teamId: team.id,
          teamSeat: seat,
          teamName: team.name,
          lateEntryRound: firstRound,
        },
      });
    }
    const after = await this.team(tx, eventId, team.id);
    await writeAudit(tx, eventId, actor, firstRound > 1 ? 'team.lateEntry' : 'team.enter', { after });
    return after;
  },

  async refuseName(tx: Tx, eventId: string, refusal: Of<typeof NameRefusal>, actor: string): Promise<void> {
    await tx.teamNameRefusal.upsert({
      where: { eventId_name: { eventId, name: refusal.name } },
      create: { eventId, ...refusal },
      update: { reason: refusal.reason },
    });
    await writeAudit(tx, eventId, actor, 'team.refuseName', { after: refusal, reason: refusal.reason });
  },

  /** Stores the members' new designations, with the team before and after in the audit trail. */
  async designate(
    tx: Tx,
    eventId: string,
    before: EnteredTeam,
    seatOf: ReadonlyMap<string, PlayerSeat>,
    actor: string,
  ): Promise<EnteredTeam> {
    await tx.registration.updateMany({ where: { eventId, teamId: before.teamId }, data: { teamSeat: null } });
    for (const m of before.members) {
      await tx.registration.update({
        where: { eventId_playerId: { eventId, playerId: m.playerId } },
        data: { teamSeat: seatOf.get(m.playerId)! },
      });
    }
    const after = await this.team(tx, eventId, before.teamId);
    await writeAudit(tx, eventId, actor, 'team.designate', { before, after });
    return after;
  },

  /** Every team's results, both members' merged as the team's: its entrant's matches, Swiss then top cut. */
  async results(tx: Tx, eventId: string): Promise<{ event: string; teams: RatingsTeam[] }> {
    const state = await loadEventState(tx, eventId);
    const rounds = [...state.rounds, ...state.cutRounds];
    const teams = [...state.teams.entries()].map(([entrant, team]) => ({
      teamId: team.teamId,
      name: team.teamName,
      members: [team.A, team.B].map((r) => ({
        dciNumber: r.player.dciNumber,
        firstName: r.player.firstName,
        lastName: r.player.lastName,
        seat: r.teamSeat as PlayerSeat,
      })),
      matches: rounds.flatMap((round) =>
        round.matches.flatMap((m) => {
          if (m.playerAId !== entrant && m.playerBId !== entrant) return [];
          const result = resultFor(entrant, m);
          const opponentId = m.playerAId === entrant ? m.playerBId : m.playerAId;
          const opponent = opponentId ? state.teams.get(opponentId) : undefined;
          const stage = round.stage === 'elimination' ? ('elimination' as const) : ('swiss' as const);
          return result
            ? [
                {
                  round: round.number,
                  stage,
                  opponentTeamId: opponent?.teamId ?? null,
                  opponent: opponent?.teamName ?? null,
                  result,
                },
              ]
            : [];
        }),
      ),
    }));
    return { event: state.event.name, teams };
  },
};

function resultFor(entrant: string, m: MatchRow): RatingsResult | null {
  if (m.playerBId === null) return 'bye';
  const outcome = outcomeOf(m);
  if (!outcome) return null;
  return outcome.winner === null ? 'draw' : outcome.winner === entrant ? 'win' : 'loss';
}
