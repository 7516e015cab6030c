// 216, 217: players report their own match; the opponent's agreement enters it, a disagreement goes to a judge.
import type { MatchReport } from '../match/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';

/** Where a match stands once each player may have reported it. */
export type ReportAgreement = { state: 'waiting' } | { state: 'agreed'; report: MatchReport } | { state: 'disputed' };

/** What players may report themselves: games won or drawn. A no-show, time called or a penalty is a judge's call. */
export function checkSelfReport(report: MatchReport): Result<MatchReport> {
  const judgesOnly =
    'noShow' in report ||
    report.games.some((game) => 'timeCalled' in game || ('penalty' in game && game.penalty === true));
  if (judgesOnly)
    return fail(
      'SELF_REPORT_INVALID',
      'Players report the games won or drawn; a no-show, time called or a penalty is entered by a judge.',
      '216',
      'report',
    );
  if (report.games.length === 0) return fail('SELF_REPORT_INVALID', 'Report at least one game.', '216', 'report');
  return ok(report);
}

const sameGames = (a: MatchReport, b: MatchReport) => JSON.stringify(a) === JSON.stringify(b);

/** Both players' reports: one alone waits for the other, the same two agree, different ones are a dispute. */
export function reportAgreement(reports: readonly MatchReport[]): ReportAgreement {
  const [first, second] = reports;
  if (!first || !second) return { state: 'waiting' };
  return sameGames(first, second) ? { state: 'agreed', report: first } : { state: 'disputed' };
}

/** A report the opponent has not confirmed within the event's minutes goes to the judges' queue. */
export function reportOverdue(reportedAt: string, now: string, confirmMinutes: number): boolean {
  return Date.parse(now) - Date.parse(reportedAt) >= confirmMinutes * 60_000;
}
