// The plain objects the Swiss repositories hand out: players, registrations, rounds, matches and their results.
import {
  DivisionName,
  type Match,
  type Of,
  Outcome,
  type PlayerRef as PlayerRefSchema,
  type Registration,
  type Round,
} from '@tcg/contract';
import type { Game, MatchReport } from '@tcg/domain/match';
import { decode } from './corruptData.ts';
import type {
  Game as GameRow,
  Match as MatchRow,
  Player as PlayerRow,
  Registration as RegistrationRow,
} from './generated/prisma/client.ts';

export type PlayerRef = Of<typeof PlayerRefSchema>;
export type RegistrationRecord = Of<typeof Registration>;
export type MatchRecord = Of<typeof Match>;
export type RoundRecord = Of<typeof Round>;

/** A player row as an event knows it: in a team event, with the team it plays for. */
export type EventPlayer = PlayerRow & { team?: { teamId: string; teamName: string } };

export const toPlayerRef = (p: EventPlayer): PlayerRef => ({
  id: p.id,
  dciNumber: p.dciNumber,
  firstName: p.firstName,
  lastName: p.lastName,
  name: p.team?.teamName ?? `${p.firstName} ${p.lastName}`,
  ...p.team,
});

const teamOf = (r: RegistrationRow) =>
  r.teamId && r.teamName && r.teamSeat
    ? { teamId: r.teamId, teamName: r.teamName, teamSeat: r.teamSeat as 'A' | 'B' }
    : {};

export const toRegistration = (r: RegistrationRow & { player: PlayerRow }): RegistrationRecord => ({
  ...toPlayerRef(r.player),
  droppedAfterRound: r.droppedAfterRound,
  disqualified: r.disqualified,
  disqualifiedReason: r.disqualifiedReason,
  lateEntryRound: r.lateEntryRound,
  registeredAt: r.createdAt.toISOString(),
  birthYear: r.birthYear,
  division: r.division === null ? null : decode(DivisionName, r.division, `division of registration ${r.id}`),
  ...teamOf(r),
});

function toGame(g: GameRow, a: string, b: string | null): Game {
  if (g.timeCalled) {
    const prizesRemaining = { [a]: g.prizesRemainingA ?? 0, [b ?? '']: g.prizesRemainingB ?? 0 };
    return g.suddenDeathWinnerId
      ? { timeCalled: true, prizesRemaining, suddenDeathWinner: g.suddenDeathWinnerId }
      : { timeCalled: true, prizesRemaining };
  }
  if (g.draw || !g.winnerId) return { draw: true };
  return g.penalty ? { winner: g.winnerId, penalty: true } : { winner: g.winnerId };
}

/** The report as stored: no-show, or the games in order. */
export function toReport(m: MatchRow & { games: GameRow[] }): MatchReport | null {
  if (m.noShowPlayerId) return { noShow: m.noShowPlayerId };
  if (m.games.length === 0) return null;
  return { games: [...m.games].sort((x, y) => x.number - y.number).map((g) => toGame(g, m.playerAId, m.playerBId)) };
}

/** Game rows for a report; Prizes are stored by seat. */
export function gameRows(games: readonly Game[], a: string, b: string) {
  return games.map((game, i) => {
    const base = {
      number: i + 1,
      winnerId: null as string | null,
      draw: false,
      penalty: false,
      timeCalled: false,
      prizesRemainingA: null as number | null,
      prizesRemainingB: null as number | null,
      suddenDeathWinnerId: null as string | null,
    };
    if ('timeCalled' in game) {
      const prizes = {
        prizesRemainingA: game.prizesRemaining[a] ?? null,
        prizesRemainingB: game.prizesRemaining[b] ?? null,
      };
      return { ...base, timeCalled: true, ...prizes, suddenDeathWinnerId: game.suddenDeathWinner ?? null };
    }
    if ('draw' in game) return { ...base, draw: true };
    return { ...base, winnerId: game.winner, penalty: game.penalty ?? false };
  });
}

export type MatchWithGames = MatchRow & { games: GameRow[] };

/** The stored outcome of a reported match, checked against its schema. */
/** Outcomes already checked, by the JSON value read: a kept state's standings are rebuilt after every result, its other matches' outcomes unchanged. */
const checkedOutcomes = new WeakSet<object>();

export function outcomeOf(m: MatchRow): Of<typeof Outcome> | null {
  if (m.outcome === null) return null;
  if (typeof m.outcome === 'object' && checkedOutcomes.has(m.outcome)) return m.outcome as Of<typeof Outcome>;
  const outcome = decode(Outcome, m.outcome, `outcome of match ${m.id}`);
  checkedOutcomes.add(outcome);
  return outcome;
}

export function toMatch(m: MatchWithGames, round: number, players: Map<string, EventPlayer>): MatchRecord {
  const a = players.get(m.playerAId)!;
  const b = m.playerBId ? players.get(m.playerBId)! : null;
  return {
    id: m.id,
    round,
    table: m.tableNumber,
    playerA: toPlayerRef(a),
    playerB: b ? toPlayerRef(b) : null,
    bye: b === null,
    explanation: m.explanation,
    version: m.version,
    extensionMinutes: m.extensionMinutes,
    result: toReport(m),
    outcome: outcomeOf(m),
    reportedAt: m.reportedAt?.toISOString() ?? null,
  };
}
