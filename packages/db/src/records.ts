// The plain objects the Swiss repositories hand out: players, registrations, rounds, matches and their results.
import type { Game, MatchOutcome, MatchReport } from '@tcg/domain/match';
import type { Game as GameRow, Match as MatchRow, Player as PlayerRow, Registration as RegistrationRow } from './generated/prisma/client.ts';

export interface PlayerRef {
  id: string;
  dciNumber: string;
  firstName: string;
  lastName: string;
  name: string;
  /** Team events: the team this player (its Player A) plays for, under the name it registered in the event; `name` is that name too. */
  teamId?: string;
  teamName?: string;
}

/** A player row as an event knows it: in a team event, with the team it plays for. */
export type EventPlayer = PlayerRow & { team?: { teamId: string; teamName: string } };

export interface RegistrationRecord extends PlayerRef {
  droppedAfterRound: number | null;
  disqualified: boolean;
  disqualifiedReason: string | null;
  lateEntryRound: number;
  registeredAt: string;
  /** Team events: the member's team and Player A/B designation (244). */
  teamSeat?: 'A' | 'B';
}

export interface MatchRecord {
  id: string;
  round: number;
  /** Null for a bye. */
  table: number | null;
  playerA: PlayerRef;
  /** Null for a bye: playerA has it. */
  playerB: PlayerRef | null;
  bye: boolean;
  explanation: string;
  version: number;
  extensionMinutes: number;
  result: MatchReport | null;
  outcome: MatchOutcome | null;
  reportedAt: string | null;
}

export interface RoundRecord {
  id: string;
  number: number;
  /** Swiss rounds, then the single-elimination rounds of the top cut (217). */
  stage: 'swiss' | 'elimination';
  seed: number;
  status: 'draft' | 'published';
  publishedAt: string | null;
  timerStartedAt: string | null;
  /** Round start plus the event's round time; each match adds its own extension (216). */
  endsAt: string | null;
  matches: MatchRecord[];
  missingTables: number[];
}

export const toPlayerRef = (p: EventPlayer): PlayerRef => ({
  id: p.id,
  dciNumber: p.dciNumber,
  firstName: p.firstName,
  lastName: p.lastName,
  name: p.team?.teamName ?? `${p.firstName} ${p.lastName}`,
  ...p.team,
});

const teamOf = (r: RegistrationRow) =>
  r.teamId && r.teamName && r.teamSeat ? { teamId: r.teamId, teamName: r.teamName, teamSeat: r.teamSeat as 'A' | 'B' } : {};

export const toRegistration = (r: RegistrationRow & { player: PlayerRow }): RegistrationRecord => ({
  ...toPlayerRef(r.player),
  droppedAfterRound: r.droppedAfterRound,
  disqualified: r.disqualified,
  disqualifiedReason: r.disqualifiedReason,
  lateEntryRound: r.lateEntryRound,
  registeredAt: r.createdAt.toISOString(),
  ...teamOf(r),
});

function toGame(g: GameRow, a: string, b: string | null): Game {
  if (g.timeCalled) {
    const prizesRemaining = { [a]: g.prizesRemainingA ?? 0, [b ?? '']: g.prizesRemainingB ?? 0 };
    return g.suddenDeathWinnerId ? { timeCalled: true, prizesRemaining, suddenDeathWinner: g.suddenDeathWinnerId } : { timeCalled: true, prizesRemaining };
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
      const prizes = { prizesRemainingA: game.prizesRemaining[a] ?? null, prizesRemainingB: game.prizesRemaining[b] ?? null };
      return { ...base, timeCalled: true, ...prizes, suddenDeathWinnerId: game.suddenDeathWinner ?? null };
    }
    if ('draw' in game) return { ...base, draw: true };
    return { ...base, winnerId: game.winner, penalty: game.penalty ?? false };
  });
}

export type MatchWithGames = MatchRow & { games: GameRow[] };

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
    outcome: (m.outcome as MatchOutcome | null) ?? null,
    reportedAt: m.reportedAt?.toISOString() ?? null,
  };
}
