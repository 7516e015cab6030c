import { describe, expect, it } from 'vitest';
import { checkTeamPrizes, matchInEvent } from './resultEntry.ts';

describe('matchInEvent', () => {
  it.each([
    ['e1', undefined, true],
    ['e1', 'e1', true],
    ['e1', 'e2', false],
  ])('a match of %s entered for %s: %s', (owner, expected, allowed) => {
    expect(matchInEvent('m1', owner, expected).ok).toBe(allowed);
  });

  it('names the match', () => {
    expect(matchInEvent('m1', 'e1', 'e2')).toEqual({
      ok: false,
      error: { code: 'MATCH_NOT_IN_EVENT', message: 'Match m1 belongs to another event.' },
    });
  });
});

describe('checkTeamPrizes (216, Appendix A.B 5–6)', () => {
  const atTime = (a: number, b: number) => ({
    games: [{ winner: 'x' }, { timeCalled: true as const, prizesRemaining: { x: a, y: b } }],
  });
  it.each([
    ['Team Constructed, 5 each at most', atTime(5, 2), 'modified', null],
    [
      'Team Constructed, 6 is too many',
      atTime(6, 2),
      'modified',
      { code: 'PRIZES_OUT_OF_RANGE', field: 'games[1].prizesRemaining.x' },
    ],
    [
      'Team Limited, 4 each at most',
      atTime(1, 5),
      'sealed',
      { code: 'PRIZES_OUT_OF_RANGE', field: 'games[1].prizesRemaining.y' },
    ],
    ['a no-show', { noShow: 'x' }, 'sealed', null],
    ['a format that is not a team format', atTime(1, 1), 'unlimited', { code: 'TEAM_FORMAT_REQUIRED' }],
  ])('%s', (_, report, format, error) => {
    const checked = checkTeamPrizes(report, format);
    if (error === null) expect(checked).toEqual({ ok: true, value: undefined });
    else expect(checked).toMatchObject({ ok: false, error });
  });
});
