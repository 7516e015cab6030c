import { describe, expect, it } from 'vitest';
import type { MatchReport } from '../match/types.ts';
import { checkSelfReport, reportAgreement, reportOverdue } from './selfReport.ts';

const aWins: MatchReport = { games: [{ winner: 'a' }] };
const bWins: MatchReport = { games: [{ winner: 'b' }] };
const twoOne: MatchReport = { games: [{ winner: 'a' }, { winner: 'b' }, { winner: 'a' }] };

describe('players reporting their own match (216)', () => {
  it.each([
    ['a game won', aWins, { ok: true }],
    ['games won and drawn', { games: [{ winner: 'a' }, { draw: true }] }, { ok: true }],
    ['a no-show', { noShow: 'b' }, { ok: false, error: { code: 'SELF_REPORT_INVALID', field: 'report' } }],
    [
      'time called',
      { games: [{ timeCalled: true, prizesRemaining: { a: 1, b: 3 } }] },
      { ok: false, error: { code: 'SELF_REPORT_INVALID' } },
    ],
    [
      'a penalty game',
      { games: [{ winner: 'a', penalty: true }] },
      { ok: false, error: { code: 'SELF_REPORT_INVALID' } },
    ],
    ['no games', { games: [] }, { ok: false, error: { message: 'Report at least one game.' } }],
  ] as [string, MatchReport, object][])('checkSelfReport: %s', (_, report, expected) => {
    expect(checkSelfReport(report)).toMatchObject(expected);
  });

  it.each([
    ['nobody has reported', [], { state: 'waiting' }],
    ['one player has reported', [aWins], { state: 'waiting' }],
    ['both report the same', [twoOne, structuredClone(twoOne)], { state: 'agreed', report: twoOne }],
    ['they disagree on the winner', [aWins, bWins], { state: 'disputed' }],
    ['they disagree on the games', [aWins, twoOne], { state: 'disputed' }],
  ] as [string, MatchReport[], object][])('reportAgreement: %s', (_, reports, expected) => {
    expect(reportAgreement(reports)).toEqual(expected);
  });

  it.each([
    ['within the minutes', '2026-11-23T10:09:59.000Z', false],
    ['at the limit', '2026-11-23T10:10:00.000Z', true],
    ['long after', '2026-11-23T11:00:00.000Z', true],
  ])('reportOverdue: %s', (_, now, expected) => {
    expect(reportOverdue('2026-11-23T10:00:00.000Z', now, 10)).toBe(expected);
  });
});
