import { describe, expect, it } from 'vitest';
import { designatePlayerA, enterTeam } from './eventEligibility.ts';
import type { RegisteredTeam, TeamInfo, TeamMember } from './types.ts';

const member = (dciNumber: string, seat: 'A' | 'B'): TeamMember => ({
  dciNumber,
  firstName: 'First' + dciNumber,
  lastName: 'Last',
  seat,
});
const team = (name: string, a: string, b: string): TeamInfo => ({
  name,
  city: 'Seattle',
  stateProvince: 'WA',
  country: 'USA',
  members: [member(a, 'A'), member(b, 'B')],
});

const entered = (...infos: TeamInfo[]): RegisteredTeam[] =>
  infos.reduce<RegisteredTeam[]>((entries, info) => {
    const result = enterTeam(entries, info);
    if (!result.ok) throw new Error(result.error.code);
    return result.value;
  }, []);

describe('enterTeam (243, 244)', () => {
  const event = entered(team('Blue', '11', '12'), team('Red', '21', '22'));

  it('keys entered teams by their members', () => {
    expect(event.map((t) => t.key)).toEqual(['11/12', '21/22']);
  });

  it('refuses a member who already plays for another team in the event', () => {
    const result = enterTeam(event, team('Green', '31', '0012'));
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'PLAYER_ON_TWO_TEAMS', section: '243', field: 'members[1].dciNumber' }),
    });
  });

  it('lets that member play for the other team in a different event', () => {
    expect(enterTeam([], team('Green', '31', '12')).ok).toBe(true);
  });

  it('refuses the same team twice, in either member order', () => {
    const result = enterTeam(event, {
      ...team('Blue Again', '12', '11'),
      members: [member('12', 'A'), member('11', 'B')],
    });
    expect(!result.ok && result.error.code).toBe('TEAM_ALREADY_ENTERED');
  });

  it('refuses an incomplete team (244: info must be provided)', () => {
    const result = enterTeam(event, { ...team('Green', '31', '32'), country: '' });
    expect(!result.ok && result.error).toMatchObject({ code: 'TEAM_INFO_MISSING', field: 'country' });
  });

  it('refuses a second team with the same name in the event', () => {
    const result = enterTeam(event, team(' red ', '31', '32'));
    expect(!result.ok && result.error).toMatchObject({ code: 'DUPLICATE_TEAM_NAME', field: 'name' });
  });
});

describe('designatePlayerA (244)', () => {
  const [blue] = entered(team('Blue', '11', '12')) as [RegisteredTeam];

  it('swaps the designations before round 1 is paired', () => {
    const result = designatePlayerA(blue, '12', false);
    expect(result.ok && result.value.info.members.map((m) => [m.dciNumber, m.seat])).toEqual([
      ['11', 'B'],
      ['12', 'A'],
    ]);
  });

  it('locks the designations once round 1 is paired', () => {
    expect(designatePlayerA(blue, '12', true)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'SEAT_LOCKED', section: '244' }),
    });
  });

  it('accepts restating the current Player A after round 1', () => {
    expect(designatePlayerA(blue, '0011', true)).toEqual({ ok: true, value: blue });
  });

  it('refuses someone who is not on the team', () => {
    expect(designatePlayerA(blue, '99', false)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'NOT_A_MEMBER' }),
    });
  });
});
