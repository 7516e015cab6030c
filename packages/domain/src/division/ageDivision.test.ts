import { describe, expect, it } from 'vitest';
import { ageDivision, playerDivision, validateBirthYear } from './ageDivision.ts';

describe('ageDivision', () => {
  it.each([
    [1995, 'juniors', 'turns 8'],
    [1993, 'juniors', 'turns 10: Ten and Under'],
    [1992, 'seniors', 'turns 11'],
    [1989, 'seniors', 'turns 14: Eleven to Fourteen'],
    [1988, 'masters', 'turns 15: Fifteen and Over'],
    [1960, 'masters', 'turns 43'],
  ] as const)('born %i, event in 2003: %s (%s)', (year, division, _age) => {
    expect(ageDivision(year, '2003-03-15')).toBe(division);
  });

  it('counts the age reached in the event’s year, whatever the day', () => {
    expect(ageDivision(1993, '2003-01-01')).toBe('juniors');
    expect(ageDivision(1993, '2004-12-31')).toBe('seniors');
  });
});

describe('playerDivision', () => {
  it.each([
    [{ birthYear: 1995, division: null }, 'juniors'],
    [{ birthYear: 1995, division: 'seniors' }, 'seniors'],
    [{ birthYear: null, division: null }, 'masters'],
    [{ birthYear: null, division: 'juniors' }, 'juniors'],
  ])('%o plays in %s', (player, division) => {
    expect(playerDivision(player, '2003-03-15')).toBe(division);
  });
});

describe('validateBirthYear', () => {
  it.each([
    [1990, true],
    [2003, true],
    [2004, false],
    [1899, false],
    [1990.5, false],
  ])('%d at a 2003 event: %s', (year, valid) => {
    const result = validateBirthYear(year, '2003-03-15');
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'INVALID_BIRTH_YEAR', field: 'birthYear' });
  });
});
