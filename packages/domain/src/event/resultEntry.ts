// 216, Appendix A.B 5–6: what a result must satisfy beyond its games: the event it is entered for, team Prizes at time.
import type { MatchReport } from '../match/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { teamFormatOf } from '../team/teamFormats.ts';
import { decideTeamGameAtTime } from '../team/teamPrizes.ts';

/** A judge entering results for one event cannot report a match of another. */
export function matchInEvent(matchId: string, owner: string, expected: string | undefined): Result<void> {
  if (expected !== undefined && owner !== expected)
    return fail('MATCH_NOT_IN_EVENT', `Match ${matchId} belongs to another event.`);
  return ok(undefined);
}

/**
 * Team events: a time-called game's Prizes remaining are each team's, Player A's and Player B's together, 0–5 in
 * Team Constructed and 0–4 in Team Limited (Appendix A.B 5–6); the team with fewer wins the game (216 applied to teams).
 */
export function checkTeamPrizes(report: MatchReport, format: string | null): Result<void> {
  const teamFormat = teamFormatOf(format);
  if (!teamFormat.ok) return teamFormat;
  if (!('games' in report)) return ok(undefined);
  for (const [i, game] of report.games.entries()) {
    if (!('timeCalled' in game)) continue;
    const decided = decideTeamGameAtTime(teamFormat.value, 'swiss', game.prizesRemaining);
    if (!decided.ok)
      return {
        ok: false,
        error: { ...decided.error, field: `games[${i}].${decided.error.field ?? 'prizesRemaining'}` },
      };
  }
  return ok(undefined);
}
