// One event's Swiss state read in one go, and what the domain's pairing and standings functions take from it.
import {
  isActiveIn,
  participationWhenPaired,
  readRoundClock,
  type Participation,
  type RoundClockFacts,
} from '@tcg/domain/event';
import type { PairingInput } from '@tcg/domain/pairing';
import {
  computeStandings,
  lateEntryLosses,
  scoringPolicies,
  type ScoringPolicy,
  type Standings,
  type StandingsEntry,
  type StandingsInput,
} from '@tcg/domain/standings';
import { teamDroppedAfter } from '@tcg/domain/team';
import { CorruptData } from './corruptData.ts';
import type {
  Event as EventRow,
  Player as PlayerRow,
  Registration as RegistrationRow,
  Round as RoundRow,
  TopCut as TopCutRow,
} from './generated/prisma/client.ts';
import { outcomeOf, toMatch, type EventPlayer, type MatchWithGames, type RoundRecord } from './records.ts';
import { notFound } from '@tcg/domain/shared';
import type { Tx } from './transaction.ts';

export { lockEvent, TX_OPTIONS, type Tx } from './transaction.ts';
export { memberStatus } from '@tcg/domain/team';

type RegistrationWithPlayer = RegistrationRow & { player: PlayerRow };

/** A team in a team event: it plays as one entrant, its Player A's registration. */
export interface TeamEntrant {
  teamId: string;
  teamName: string;
  A: RegistrationWithPlayer;
  B: RegistrationWithPlayer;
}

export interface EventState {
  event: EventRow;
  /** The entrants: single players, or in a team event each team's Player A, carrying the whole team's drop. */
  registrations: RegistrationWithPlayer[];
  /** Every registered player, team members tagged with their team. */
  players: Map<string, EventPlayer>;
  /** Team events: the teams by their entrant's (Player A's) player id. */
  teams: Map<string, TeamEntrant>;
  /** The Swiss rounds, or the rounds of a pod-play event (their tables are read by podTableRepository). */
  rounds: StoredRound[];
  avoid: [string, string][];
  /** The top cuts made: one for the whole event, or one per age division (Play! Pokémon). */
  topCuts: TopCutRow[];
  /** The rounds of the top cuts, numbered on from the Swiss rounds (a division's cut after the cuts made before it). */
  cutRounds: StoredRound[];
}

export type StoredRound = RoundRow & { matches: MatchWithGames[] };

export async function loadEventState(db: Tx, eventId: string): Promise<EventState> {
  const event = await db.event.findUnique({ where: { id: eventId } });
  if (!event) throw notFound('event', eventId);
  const [registrations, rounds, avoid, topCuts] = await Promise.all([
    db.registration.findMany({
      where: { eventId },
      include: { player: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    db.round.findMany({
      where: { eventId },
      include: { matches: { include: { games: true }, orderBy: [{ tableNumber: { sort: 'asc', nulls: 'last' } }] } },
      orderBy: { number: 'asc' },
    }),
    db.avoidPair.findMany({ where: { eventId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    db.topCut.findMany({ where: { eventId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  ]);
  const teams = teamsOf(registrations);
  return {
    event,
    registrations: registrations
      .filter((r) => r.teamSeat !== 'B')
      .map((r) => (teams.has(r.playerId) ? teamEntrant(teams.get(r.playerId)!) : r)),
    players: new Map(registrations.map((r) => [r.playerId, eventPlayer(r)])),
    teams,
    rounds: rounds.filter((r) => r.stage !== 'elimination'),
    avoid: avoid.map((p) => [p.playerAId, p.playerBId]),
    topCuts,
    cutRounds: rounds.filter((r) => r.stage === 'elimination'),
  };
}

/** A registered player as the event shows them: team members tagged with their team. */
export const eventPlayer = (r: RegistrationWithPlayer): EventPlayer =>
  r.teamId && r.teamName ? { ...r.player, team: { teamId: r.teamId, teamName: r.teamName } } : r.player;

/** The elimination rounds of one top cut, its first round first. */
export const cutRoundsOf = (state: EventState, cut: TopCutRow): StoredRound[] =>
  state.cutRounds.filter((r) => r.division === cut.division);

/** The top cut an elimination round belongs to; null for a Swiss round. */
export const cutOfRound = (state: EventState, round: RoundRow): TopCutRow | null =>
  round.stage === 'elimination' ? (state.topCuts.find((cut) => cut.division === round.division) ?? null) : null;

function teamsOf(registrations: readonly RegistrationWithPlayer[]): Map<string, TeamEntrant> {
  const playerB = new Map(registrations.filter((r) => r.teamSeat === 'B').map((r) => [r.teamId, r]));
  const teams = new Map<string, TeamEntrant>();
  for (const a of registrations) {
    const b = playerB.get(a.teamId);
    if (a.teamSeat === 'A' && b) teams.set(a.playerId, { teamId: a.teamId!, teamName: a.teamName ?? '', A: a, B: b });
  }
  return teams;
}

/** The team's entrant: out of the event from the first of its members' drops or disqualifications, never disqualified itself. */
function teamEntrant({ A, B }: TeamEntrant): RegistrationWithPlayer {
  const droppedAfterRound = teamDroppedAfter({ A, B });
  return droppedAfterRound === null
    ? A
    : { ...A, disqualified: false, disqualifiedAfterRound: null, droppedAfterRound };
}

export const participation = (r: RegistrationRow): Participation => ({
  droppedAfterRound: r.droppedAfterRound,
  disqualified: r.disqualified,
  lateEntryRound: r.lateEntryRound,
});

export function missingTables(matches: readonly MatchWithGames[]): number[] {
  return matches
    .filter((m) => m.playerBId !== null && m.outcome === null)
    .map((m) => m.tableNumber ?? 0)
    .sort((a, b) => a - b);
}

export function policyOf(event: EventRow): ScoringPolicy {
  if (event.scoringPolicy === 'playpokemon') return scoringPolicies.playpokemon;
  return { ...scoringPolicies.dci2003, alternateScoring: event.alternateScoring };
}

export function standingsInput(state: EventState, throughRound: number): StandingsInput {
  const entries: StandingsEntry[] = [];
  for (const round of state.rounds) {
    if (round.number > throughRound) break;
    for (const m of round.matches) {
      if (m.playerBId === null) entries.push({ round: round.number, kind: 'bye', playerId: m.playerAId });
      else {
        const outcome = outcomeOf(m);
        if (outcome) entries.push({ round: round.number, kind: 'match', players: [m.playerAId, m.playerBId], outcome });
      }
    }
  }
  entries.push(...lateEntryLosses(state.registrations, throughRound));
  const players = state.registrations.map((r) => ({
    id: r.playerId,
    name: state.teams.get(r.playerId)?.teamName ?? `${r.player.firstName} ${r.player.lastName}`,
    droppedAfterRound: r.droppedAfterRound,
    disqualified: r.disqualified,
  }));
  return { players, entries, throughRound, policy: policyOf(state.event) };
}

/** The standings after round `throughRound`; stored results the standings refuse are corrupt. */
export function standingsAfter(state: EventState, throughRound: number): Standings {
  const standings = computeStandings(standingsInput(state, throughRound));
  if (!standings.ok) throw new CorruptData(`results of event ${state.event.id}`, standings.error.message);
  return standings.value;
}

/** Match points of every player in the standings after round `round - 1`: what round `round` is paired on. */
export function pointsBefore(state: EventState, round: number): Map<string, number> {
  return new Map(standingsAfter(state, round - 1).rows.map((row) => [row.playerId, row.points]));
}

/**
 * The event as it stood when round `round` was paired: the rounds before it (results as stored now), and players
 * disqualified only later still in (a disqualification after round k is recorded when k rounds were paired).
 */
export const stateBefore = (state: EventState, round: number): EventState => ({
  ...state,
  rounds: state.rounds.filter((r) => r.number < round),
  registrations: state.registrations.map((r) => participationWhenPaired(r, round)),
});

/** The Active players of round `round` with the points, opponents and byes the pairing needs. */
export function pairingInput(state: EventState, round: number, points: Map<string, number>): PairingInput {
  const opponents = new Map<string, string[]>();
  const byes = new Set<string>();
  for (const m of state.rounds.flatMap((r) => r.matches)) {
    if (m.playerBId === null) byes.add(m.playerAId);
    else {
      opponents.set(m.playerAId, [...(opponents.get(m.playerAId) ?? []), m.playerBId]);
      opponents.set(m.playerBId, [...(opponents.get(m.playerBId) ?? []), m.playerAId]);
    }
  }
  const players = state.registrations
    .filter((r) => isActiveIn(participation(r), round))
    .map((r) => ({
      id: r.playerId,
      points: points.get(r.playerId) ?? 0,
      opponents: opponents.get(r.playerId) ?? [],
      hadBye: byes.has(r.playerId),
    }));
  return { round, players, avoid: state.avoid };
}

/** The round clock as stored, in the domain's terms. */
export const clockFacts = (round: RoundRow, roundMinutes: number): RoundClockFacts => ({
  roundMinutes,
  startedAt: round.timerStartedAt?.getTime() ?? null,
  pausedAt: round.timerPausedAt?.getTime() ?? null,
  pausedMs: round.timerPausedMs,
  addedMinutes: round.addedMinutes,
});

/** The clock read at `now`: when time is called and whether it runs. */
export function clockView(round: RoundRow, roundMinutes: number, now: number) {
  const { status, endsAt } = readRoundClock(clockFacts(round, roundMinutes), now);
  return {
    clock: status,
    addedMinutes: round.addedMinutes,
    endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
  };
}

/** What a round plays by its stage: the top cut may have its own title, games per match and round time. */
export interface RoundStage {
  title: string;
  bestOf: number;
  roundMinutes: number;
}

export function toRound(
  round: StoredRound,
  players: Map<string, EventPlayer>,
  { title, bestOf, roundMinutes }: RoundStage,
): RoundRecord {
  const matches = [...round.matches]
    .sort((x, y) => (x.tableNumber ?? Number.MAX_SAFE_INTEGER) - (y.tableNumber ?? Number.MAX_SAFE_INTEGER))
    .map((m) => toMatch(m, round.number, players));
  return {
    id: round.id,
    number: round.number,
    title,
    stage: round.stage === 'elimination' ? 'elimination' : 'swiss',
    bestOf,
    seed: round.seed,
    status: round.publishedAt ? 'published' : 'draft',
    publishedAt: round.publishedAt?.toISOString() ?? null,
    timerStartedAt: round.timerStartedAt?.toISOString() ?? null,
    ...clockView(round, roundMinutes, Date.now()),
    matches,
    missingTables: missingTables(round.matches),
  };
}
