import { describe, expect, it } from 'vitest';
import { eventActions, eventRoles, mayAct, permissions } from './permissions.ts';

describe('event permissions (#7)', () => {
  it('the organizer may take every action', () => {
    for (const action of eventActions) expect(mayAct('organizer', action)).toBe(true);
  });

  it('only the organizer manages the event and its staff', () => {
    expect(permissions.manageEvent).toEqual(['organizer']);
    expect(permissions.manageStaff).toEqual(['organizer']);
  });

  it('a judge enters results but does not correct them, pair, or disqualify', () => {
    expect(mayAct('judge', 'enterResults')).toBe(true);
    expect(mayAct('judge', 'correctResults')).toBe(false);
    expect(mayAct('judge', 'pair')).toBe(false);
    expect(mayAct('judge', 'disqualify')).toBe(false);
  });

  it('the head judge disqualifies; the scorekeeper does not', () => {
    expect(mayAct('headJudge', 'disqualify')).toBe(true);
    expect(mayAct('scorekeeper', 'disqualify')).toBe(false);
  });

  it('the head judge publishes pairings that failed the check; the scorekeeper does not (210)', () => {
    expect(mayAct('headJudge', 'overridePairingCheck')).toBe(true);
    expect(mayAct('scorekeeper', 'overridePairingCheck')).toBe(false);
  });

  it('someone without a role in the event may take no action', () => {
    for (const action of eventActions) expect(mayAct(undefined, action)).toBe(false);
  });

  it('every role named in the table is a known role', () => {
    for (const roles of Object.values(permissions)) for (const role of roles) expect(eventRoles).toContain(role);
  });
});
