// One event's Swiss state read in one go, and what the domain's pairing and standings functions take from it.
import { isActiveIn, type Participation } from '@tcg/domain/event';
import type { MatchOutcome } from '@tcg/domain/match';
import type { PairingInput } from '@tcg/domain/pairing';
import { RuleViolation } from '@tcg/domain/shared';
import { computeStandings, scoringPolicies, type ScoringPolicy, type StandingsEntry, type StandingsInput } from '@tcg/domain/standings';
import type { Event as EventRow, Player as PlayerRow, Prisma, Registration as RegistrationRow, Round as RoundRow, TopCut as TopCutRow } from './generated/prisma/client.ts';
import { toMatch, type MatchWithGames, type RoundRecord } from './records.ts';

export type Tx = Prisma.TransactionClient;

export interface EventState {
  event: EventRow;
  registrations: (RegistrationRow & { player: PlayerRow })[];
  players: Map<string, PlayerRow>;
  /** The Swiss rounds. */
  rounds: StoredRound[];
  avoid: [string, string][];
  topCut: TopCutRow | null;
  /** The rounds of the top cut, numbered on from the Swiss rounds. */
  cutRounds: StoredRound[];
}

export type StoredRound = RoundRow & { matches: MatchWithGames[] };

/** Long enough for a 4096-player round on the embedded database, which runs one query at a time. */
export const TX_OPTIONS = { timeout: 120_000, maxWait: 30_000 };

export const notFound = (what: string, id: string) => new RuleViolation({ code: `${what.toUpperCase()}_NOT_FOUND`, message: `No ${what} ${id}.` }, 404);

/** Serializes writes to one event (registration, pairing, results) for the rest of the transaction. */
export async function lockEvent(tx: Tx, eventId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Event" WHERE "id" = ${eventId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound('event', eventId);
}

export async function loadEventState(db: Tx, eventId: string): Promise<EventState> {
  const event = await db.event.findUnique({ where: { id: eventId } });
  if (!event) throw notFound('event', eventId);
  const [registrations, rounds, avoid, topCut] = await Promise.all([
    db.registration.findMany({ where: { eventId }, include: { player: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    db.round.findMany({
      where: { eventId },
      include: { matches: { include: { games: true }, orderBy: [{ tableNumber: { sort: 'asc', nulls: 'last' } }] } },
      orderBy: { number: 'asc' },
    }),
    db.avoidPair.findMany({ where: { eventId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    db.topCut.findUnique({ where: { eventId } }),
  ]);
  return {
    event,
    registrations,
    players: new Map(registrations.map((r) => [r.playerId, r.player])),
    rounds: rounds.filter((r) => r.stage === 'swiss'),
    avoid: avoid.map((p) => [p.playerAId, p.playerBId]),
    topCut,
    cutRounds: rounds.filter((r) => r.stage === 'elimination'),
  };
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
      else if (m.outcome) entries.push({ round: round.number, kind: 'match', players: [m.playerAId, m.playerBId], outcome: m.outcome as unknown as MatchOutcome });
    }
  }
  for (const r of state.registrations) {
    for (let round = 1; round < Math.min(r.lateEntryRound, throughRound + 1); round++) {
      entries.push({ round, kind: 'lateEntryLoss', playerId: r.playerId });
    }
  }
  const players = state.registrations.map((r) => ({
    id: r.playerId,
    name: `${r.player.firstName} ${r.player.lastName}`,
    droppedAfterRound: r.droppedAfterRound,
    disqualified: r.disqualified,
  }));
  return { players, entries, throughRound, policy: policyOf(state.event) };
}

/** Match points of every player in the standings after round `round - 1`: what round `round` is paired on. */
export function pointsBefore(state: EventState, round: number): Map<string, number> {
  const standings = computeStandings(standingsInput(state, round - 1));
  if (!standings.ok) throw new Error(`Stored results do not add up: ${standings.error.message}`);
  return new Map(standings.value.rows.map((row) => [row.playerId, row.points]));
}

/**
 * The event as it stood when round `round` was paired: the rounds before it (results as stored now), and players
 * disqualified only later still in (a disqualification after round k is recorded when k rounds were paired).
 */
export const stateBefore = (state: EventState, round: number): EventState => ({
  ...state,
  rounds: state.rounds.filter((r) => r.number < round),
  registrations: state.registrations.map((r) => (r.disqualified && (r.disqualifiedAfterRound ?? 0) >= round ? { ...r, disqualified: false } : r)),
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
    .map((r) => ({ id: r.playerId, points: points.get(r.playerId) ?? 0, opponents: opponents.get(r.playerId) ?? [], hadBye: byes.has(r.playerId) }));
  return { round, players, avoid: state.avoid };
}

export function toRound(round: StoredRound, players: Map<string, PlayerRow>, roundMinutes: number): RoundRecord {
  const matches = [...round.matches]
    .sort((x, y) => (x.tableNumber ?? Number.MAX_SAFE_INTEGER) - (y.tableNumber ?? Number.MAX_SAFE_INTEGER))
    .map((m) => toMatch(m, round.number, players));
  return {
    id: round.id,
    number: round.number,
    stage: round.stage === 'elimination' ? 'elimination' : 'swiss',
    seed: round.seed,
    status: round.publishedAt ? 'published' : 'draft',
    publishedAt: round.publishedAt?.toISOString() ?? null,
    timerStartedAt: round.timerStartedAt?.toISOString() ?? null,
    endsAt: round.timerStartedAt ? new Date(round.timerStartedAt.getTime() + roundMinutes * 60_000).toISOString() : null,
    matches,
    missingTables: missingTables(round.matches),
  };
}
