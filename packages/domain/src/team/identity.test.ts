import { describe, expect, it } from 'vitest';
import { applyTeamRegistration, teamKey } from './identity.ts';
import { member } from './testTeams.ts';
import type { RegisteredTeam, TeamInfo, TeamMember } from './types.ts';

const rockets: TeamInfo = {
  name: 'Team Rocket',
  city: 'Renton',
  stateProvince: 'WA',
  country: 'USA',
  members: [member('1001', 'Jessie', 'Musashi', 'A'), member('1002', 'James', 'Kojiro', 'B')],
};
/** Jessie with another Player B, DCI `partner`, under the team name `name`. */
const jessieWith = (partner: string, name: string): TeamInfo => ({
  ...rockets,
  name,
  members: [rockets.members[0]!, { ...rockets.members[1]!, dciNumber: partner }],
});
const known: RegisteredTeam[] = [{ key: '1001/1002', info: rockets }];

const registered = (submission: TeamInfo) => {
  const result = applyTeamRegistration(known, submission);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

describe('teamKey (243)', () => {
  it('is the sorted pair of DCI numbers, whichever member comes first', () => {
    expect(teamKey('1002', '1001')).toBe('1001/1002');
    expect(teamKey('1001', '1002')).toBe('1001/1002');
  });
  it('ignores zero padding and spaces', () => {
    expect(teamKey(' 0000001002', '001001')).toBe('1001/1002');
  });
  it('differs as soon as one member differs', () => {
    expect(teamKey('1001', '1003')).not.toBe(teamKey('1001', '1002'));
  });
});

describe('applyTeamRegistration (243)', () => {
  it('creates a team for a pair not seen before', () => {
    const result = registered(jessieWith('2002', 'Twerps'));
    expect(result.action).toBe('create');
    expect(result.key).toBe('1001/2002');
  });

  it('keeps the team when it changes name, affiliation, city, state and country', () => {
    const moved: TeamInfo = {
      ...rockets,
      name: 'Rocket Elite',
      affiliation: 'Giovanni Gym',
      city: 'Toronto',
      stateProvince: 'ON',
      country: 'Canada',
    };
    const result = registered(moved);
    expect(result).toEqual({
      action: 'update',
      key: '1001/1002',
      team: { key: '1001/1002', info: moved },
      previous: known[0],
      changed: ['name', 'affiliation', 'city', 'stateProvince', 'country'],
    });
  });

  it('recognises the team whatever order its members are listed in, reporting swapped designations', () => {
    const [jessie, james] = rockets.members as [TeamMember, TeamMember];
    const result = registered({
      ...rockets,
      members: [
        { ...james, seat: 'A' },
        { ...jessie, seat: 'B' },
      ],
    });
    expect(result.action).toBe('update');
    expect(result.action === 'update' && result.changed).toEqual(['members']);
  });

  it('reports no change for an identical resubmission in a different member order', () => {
    const result = registered({ ...rockets, members: [...rockets.members].reverse() });
    expect(result.action === 'update' && result.changed).toEqual([]);
  });

  it('makes a new team when a member is replaced, even under the same name', () => {
    const meowth = member('1003', 'Meowth', 'Nyarth', 'B');
    const result = registered({ ...rockets, members: [rockets.members[0]!, meowth] });
    expect(result.action).toBe('create');
    expect(result.key).toBe('1001/1003');
  });

  it('lets one DCI member belong to several teams', () => {
    const second = registered(jessieWith('3003', 'Jessie & Cassidy'));
    expect(second.action).toBe('create');
  });

  it('refuses an invalid submission with its first error', () => {
    const result = applyTeamRegistration(known, { ...rockets, city: '' });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'TEAM_INFO_MISSING', field: 'city' }) });
  });
});
