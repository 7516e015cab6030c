import { describe, expect, it } from 'vitest';
import { activeTeams, teamStatus } from './teamDrop.ts';

describe('teamStatus (244)', () => {
  it('is active only while both members are', () => {
    expect(teamStatus({ A: 'active', B: 'active' })).toEqual({ status: 'active' });
  });

  it('drops the whole team when Player B drops', () => {
    expect(teamStatus({ A: 'active', B: 'dropped' })).toEqual({ status: 'dropped', because: [{ seat: 'B', status: 'dropped' }] });
  });

  it('drops (not disqualifies) the team when Player A is disqualified', () => {
    expect(teamStatus({ A: 'disqualified', B: 'active' })).toEqual({ status: 'dropped', because: [{ seat: 'A', status: 'disqualified' }] });
  });

  it('records both causes when both members left', () => {
    expect(teamStatus({ A: 'dropped', B: 'disqualified' })).toEqual({
      status: 'dropped',
      because: [{ seat: 'A', status: 'dropped' }, { seat: 'B', status: 'disqualified' }],
    });
  });
});

describe('activeTeams (244)', () => {
  const teams = [
    { id: 'blue', A: 'p1', B: 'p2' },
    { id: 'red', A: 'p3', B: 'p4' },
    { id: 'gold', A: 'p5', B: 'p6' },
  ];

  it('removes every team with a dropped or disqualified member', () => {
    expect(activeTeams(teams, { p2: 'dropped', p5: 'disqualified', p3: 'active' })).toEqual(['red']);
  });

  it('keeps everyone when nobody left', () => {
    expect(activeTeams(teams, {})).toEqual(['blue', 'red', 'gold']);
  });
});
