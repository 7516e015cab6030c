import { describe, expect, it } from 'vitest';
import { teamEntry, teamEventOnly, type TeamEntryFacts } from './teamEntry.ts';
import type { RegisteredTeam } from './types.ts';

const team = (key: string, name: string, a: string, b: string): RegisteredTeam => ({
  key,
  info: {
    name,
    city: 'Pallet',
    stateProvince: 'Kanto',
    country: 'JP',
    members: [
      { dciNumber: a, firstName: 'A', lastName: 'One', seat: 'A' },
      { dciNumber: b, firstName: 'B', lastName: 'Two', seat: 'B' },
    ],
  },
});

const pals = team('1/2', 'Pals', '1', '2');
const facts: TeamEntryFacts = {
  roundsPaired: 0,
  rounds: 3,
  entered: [],
  team: pals,
  reservations: [],
  refusals: [],
  registeredAlone: [],
};

describe('teamEventOnly (201)', () => {
  it.each([
    [true, null],
    [false, 'NOT_A_TEAM_EVENT'],
  ])('a team event %s → %s', (teams, code) => {
    const result = teamEventOnly({ teams });
    expect(result.ok ? null : result.error.code).toBe(code);
  });
});

describe('teamEntry (241–244)', () => {
  it.each<[string, Partial<TeamEntryFacts>, number | null, string | null, string | undefined]>([
    ['before round 1', {}, 1, null, undefined],
    ['late, after two rounds', { roundsPaired: 2 }, 3, null, undefined],
    ['every Swiss round paired', { roundsPaired: 3 }, null, 'EVENT_FINISHED', undefined],
    ['already entered', { entered: [pals] }, null, 'TEAM_ALREADY_ENTERED', undefined],
    [
      'a member on another entered team',
      { entered: [team('2/3', 'Rivals', '2', '3')] },
      null,
      'PLAYER_ON_TWO_TEAMS',
      'members[1].dciNumber',
    ],
    ['a name another team uses', { entered: [team('3/4', 'PALS', '3', '4')] }, null, 'DUPLICATE_TEAM_NAME', 'name'],
    ['a refused name', { refusals: [{ name: 'pals', reason: 'Rude' }] }, null, 'NAME_REFUSED', 'name'],
    [
      'a name reserved by another team',
      { reservations: [{ name: 'Pals', teamKey: '5/6' }] },
      null,
      'NAME_RESERVED',
      'name',
    ],
    ['a name the team reserved itself', { reservations: [{ name: 'Pals', teamKey: '1/2' }] }, 1, null, undefined],
    [
      'Player B registered alone',
      { registeredAlone: ['2'] },
      null,
      'PLAYER_ALREADY_REGISTERED',
      'members[1].dciNumber',
    ],
  ])('%s', (_, given, round, code, field) => {
    const result = teamEntry({ ...facts, ...given });
    expect(result.ok ? result.value : null).toBe(round);
    expect(result.ok ? null : result.error.code).toBe(code);
    expect(result.ok ? undefined : result.error.field).toBe(field);
  });

  it('names 243 when a member is already registered alone', () => {
    expect(teamEntry({ ...facts, registeredAlone: ['1'] })).toMatchObject({
      ok: false,
      error: { section: '243', field: 'members[0].dciNumber' },
    });
  });
});
