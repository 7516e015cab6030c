// Appendix A.B 5–6, "Earning Prizes" 3 and "Leaving the Game" 1 and 4, with 216–217 applied to teams: deciding a team game.
import { type Result, fail, ok } from '../shared/error.ts';
import { TEAM_FORMATS, type TeamFormat, prizesPerTeam } from './teamFormats.ts';
import { TEAM_PLAY_SECTION, type PlayerSeat, type TeamId } from './types.ts';

export interface PlayerInGame {
  prizesRemaining: number;
  /** Last in-play Pokémon Knocked Out, or decked; the player's cards, Prizes included, left the game. */
  eliminated?: boolean;
  withdrew?: boolean;
}

export interface TeamInGame {
  id: TeamId;
  A: PlayerInGame;
  B: PlayerInGame;
}

export interface TeamGameReport {
  format: TeamFormat;
  stage: 'swiss' | 'single-elimination';
  teams: readonly [TeamInGame, TeamInGame];
  /** Time was called (after the end-of-match procedure of 216) before either team won. */
  timeCalled?: boolean;
  suddenDeathWinner?: TeamId;
}

export type TeamGameEnd = 'withdrawal' | 'team-eliminated' | 'all-prizes-drawn' | 'time' | 'sudden-death';

export interface TeamGameResult {
  /** null for a draw. */
  winner: TeamId | null;
  endedBy: TeamGameEnd;
  prizesRemaining: Record<TeamId, number>;
}

const SEATS = ['A', 'B'] as const;

export function decideTeamGame(report: TeamGameReport): Result<TeamGameResult> {
  const [x, y] = report.teams;
  if (x.id === y.id)
    return fail('SAME_TEAM_TWICE', 'A team game is played between two different teams.', TEAM_PLAY_SECTION);
  const invalid = prizeCountError(report);
  if (invalid) return invalid;
  const prizesRemaining = { [x.id]: teamPrizes(x), [y.id]: teamPrizes(y) };
  const winners = new Map(endClaims(report.teams).map((claim) => [claim.winner, claim] as const));
  if (winners.size > 1) {
    return fail('CONFLICTING_GAME_END', 'Both teams are reported as having won the game.', TEAM_PLAY_SECTION);
  }
  const [claim] = winners.values();
  if (claim) return withoutSuddenDeath(report, { ...claim, prizesRemaining });
  if (!report.timeCalled)
    return fail('GAME_NOT_OVER', 'Neither team has won and time was not called.', TEAM_PLAY_SECTION);
  return decideAtTime(report, prizesRemaining);
}

const teamPrizes = (team: TeamInGame): number => team.A.prizesRemaining + team.B.prizesRemaining;
const bothEliminated = (team: TeamInGame): boolean => Boolean(team.A.eliminated && team.B.eliminated);

/** Most Prizes a player can have left: none once eliminated; the whole team's once the teammate is (their Prizes move over). */
function maxPrizes(format: TeamFormat, team: TeamInGame, seat: PlayerSeat): number {
  const partner = seat === 'A' ? team.B : team.A;
  if (team[seat].eliminated) return 0;
  return partner.eliminated ? prizesPerTeam(format) : TEAM_FORMATS[format].prizes[seat];
}

function prizeCountError(report: TeamGameReport) {
  for (const [index, team] of report.teams.entries()) {
    for (const seat of SEATS) {
      const count = team[seat].prizesRemaining;
      const max = maxPrizes(report.format, team, seat);
      if (!Number.isInteger(count) || count < 0 || count > max) {
        const message = `Player ${seat} of team ${team.id} can have 0 to ${max} Prizes remaining, not ${count}.`;
        return fail('PRIZES_OUT_OF_RANGE', message, TEAM_PLAY_SECTION, `teams[${index}].${seat}.prizesRemaining`);
      }
    }
  }
  return undefined;
}

type EndClaim = { winner: TeamId; endedBy: TeamGameEnd };

/** Every way the game was reported won: a withdrawal, a whole team eliminated, or a team that drew all its Prizes. */
function endClaims([x, y]: readonly [TeamInGame, TeamInGame]): EndClaim[] {
  return [...claimsFrom(x, y), ...claimsFrom(y, x)];
}

function claimsFrom(team: TeamInGame, other: TeamInGame): EndClaim[] {
  const claims: EndClaim[] = [];
  if (team.A.withdrew || team.B.withdrew) claims.push({ winner: other.id, endedBy: 'withdrawal' });
  if (bothEliminated(team)) claims.push({ winner: other.id, endedBy: 'team-eliminated' });
  else if (teamPrizes(team) === 0) claims.push({ winner: team.id, endedBy: 'all-prizes-drawn' });
  return claims;
}

function decideAtTime(report: TeamGameReport, prizesRemaining: Record<TeamId, number>): Result<TeamGameResult> {
  const [x, y] = report.teams;
  const [px, py] = [teamPrizes(x), teamPrizes(y)];
  if (px !== py) return withoutSuddenDeath(report, { winner: px < py ? x.id : y.id, endedBy: 'time', prizesRemaining });
  if (report.stage === 'swiss') return withoutSuddenDeath(report, { winner: null, endedBy: 'time', prizesRemaining });
  const winner = report.suddenDeathWinner;
  if (winner === undefined) {
    return fail(
      'DRAW_NOT_ALLOWED',
      'Single-elimination games may not end in a draw; report the sudden-death winner.',
      '217',
      'suddenDeathWinner',
    );
  }
  if (winner !== x.id && winner !== y.id)
    return fail('UNKNOWN_TEAM', `Team ${winner} did not play this game.`, '217', 'suddenDeathWinner');
  return ok({ winner, endedBy: 'sudden-death', prizesRemaining });
}

function withoutSuddenDeath(report: TeamGameReport, result: TeamGameResult): Result<TeamGameResult> {
  if (report.suddenDeathWinner === undefined) return ok(result);
  return fail(
    'SUDDEN_DEATH_NOT_NEEDED',
    'Sudden death decides only a tied single-elimination game.',
    '217',
    'suddenDeathWinner',
  );
}

/**
 * A time-called game reported as each team's Prizes remaining, Player A's and Player B's together, as a result slip
 * gives them: each total is 0 to the team's Prizes (5 Constructed, 4 Limited), and the game is decided as above.
 */
export function decideTeamGameAtTime(
  format: TeamFormat,
  stage: TeamGameReport['stage'],
  prizesRemaining: Readonly<Record<TeamId, number>>,
  suddenDeathWinner?: TeamId,
): Result<TeamGameResult> {
  const entries = Object.entries(prizesRemaining);
  if (entries.length !== 2)
    return fail('PRIZES_MISSING', 'Time called needs both teams’ Prizes remaining.', '216', 'prizesRemaining');
  const max = prizesPerTeam(format);
  const outOfRange = entries.find(([, n]) => !Number.isInteger(n) || n < 0 || n > max);
  if (outOfRange) {
    const [id, n] = outOfRange;
    return fail(
      'PRIZES_OUT_OF_RANGE',
      `A team has 0 to ${max} Prizes remaining, not ${n}.`,
      TEAM_PLAY_SECTION,
      `prizesRemaining.${id}`,
    );
  }
  const split = ([id, total]: [TeamId, number]): TeamInGame => {
    const A = Math.min(total, TEAM_FORMATS[format].prizes.A);
    return { id, A: { prizesRemaining: A }, B: { prizesRemaining: total - A } };
  };
  const [x, y] = entries as [[TeamId, number], [TeamId, number]];
  const sudden = suddenDeathWinner === undefined ? {} : { suddenDeathWinner };
  return decideTeamGame({ format, stage, teams: [split(x), split(y)], timeCalled: true, ...sudden });
}
