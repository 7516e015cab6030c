import { describe, expect, it } from 'vitest';
import { memberStatus, teamDroppedAfter, teamStatus } from './teamDrop.ts';

describe('teamStatus (244)', () => {
  it('is active only while both members are', () => {
    expect(teamStatus({ A: 'active', B: 'active' })).toEqual({ status: 'active' });
  });

  it('drops the whole team when Player B drops', () => {
    expect(teamStatus({ A: 'active', B: 'dropped' })).toEqual({
      status: 'dropped',
      because: [{ seat: 'B', status: 'dropped' }],
    });
  });

  it('drops (not disqualifies) the team when Player A is disqualified', () => {
    expect(teamStatus({ A: 'disqualified', B: 'active' })).toEqual({
      status: 'dropped',
      because: [{ seat: 'A', status: 'disqualified' }],
    });
  });

  it('records both causes when both members left', () => {
    expect(teamStatus({ A: 'dropped', B: 'disqualified' })).toEqual({
      status: 'dropped',
      because: [
        { seat: 'A', status: 'dropped' },
        { seat: 'B', status: 'disqualified' },
      ],
    });
  });
});

describe('memberStatus and teamDroppedAfter (244)', () => {
  const active = { disqualified: false, droppedAfterRound: null };
  const dropped = (n: number) => ({ disqualified: false, droppedAfterRound: n });
  const disqualified = (n: number) => ({ disqualified: true, droppedAfterRound: n });

  it.each([
    [active, 'active'],
    [dropped(2), 'dropped'],
    [disqualified(2), 'disqualified'],
  ] as const)('%j is %s', (member, status) => {
    expect(memberStatus(member)).toBe(status);
  });

  it.each([
    ['both in', active, active, null],
    ['Player B dropped after round 2', active, dropped(2), 2],
    ['Player A disqualified after round 3', disqualified(3), active, 3],
    ['both left: the earlier counts', dropped(4), disqualified(1), 1],
  ])('%s: %s', (_, A, B, expected) => {
    expect(teamDroppedAfter({ A, B })).toBe(expected);
  });
});
