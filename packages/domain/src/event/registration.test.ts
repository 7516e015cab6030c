import { describe, expect, it } from 'vitest';
import {
  canRegister,
  canUseDciNumber,
  lateEntryRound,
  validateDciNumber,
  validatePlayerEntry,
} from './registration.ts';

describe('validateDciNumber', () => {
  it('keeps digits and drops the spaces between groups', () => {
    expect(validateDciNumber('1234 5678')).toEqual({ ok: true, value: '12345678' });
  });

  it('drops zero padding, as the team rules do (243)', () => {
    expect(validateDciNumber('0000 0012')).toEqual({ ok: true, value: '12' });
    expect(validateDciNumber('000')).toEqual({ ok: true, value: '0' });
  });

  it.each(['', '12a4', '-123', '1234567890123', '12.5'])('refuses %j', (raw) => {
    const result = validateDciNumber(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'INVALID_DCI_NUMBER', field: 'dciNumber' });
  });

  it.each(['', '   '])('says in words that an empty DCI number %j is missing', (raw) => {
    expect(validateDciNumber(raw)).toMatchObject({
      ok: false,
      error: { message: "The DCI number is missing: type the player's 1 to 12 digits." },
    });
  });
});

describe('validatePlayerEntry', () => {
  it('trims names and collapses inner spaces', () => {
    expect(validatePlayerEntry({ dciNumber: '42', firstName: ' Ash ', lastName: 'Ketchum  Jr' })).toEqual({
      ok: true,
      value: { dciNumber: '42', firstName: 'Ash', lastName: 'Ketchum Jr' },
    });
  });

  it.each([
    [{ dciNumber: '42', firstName: '  ', lastName: 'K' }, 'firstName'],
    [{ dciNumber: '42', firstName: 'A', lastName: 'x'.repeat(61) }, 'lastName'],
    [{ dciNumber: 'abc', firstName: 'A', lastName: 'K' }, 'dciNumber'],
  ])('names the field of %j', (input, field) => {
    const result = validatePlayerEntry(input);
    expect(!result.ok && result.error.field).toBe(field);
  });
});

describe('lateEntryRound', () => {
  it('plays from round 1 before any round is paired', () => {
    expect(lateEntryRound(0, 4)).toEqual({ ok: true, value: 1 });
  });

  it('plays from the round after the last one paired, missing the earlier ones', () => {
    expect(lateEntryRound(2, 4)).toEqual({ ok: true, value: 3 });
    expect(lateEntryRound(2, null)).toEqual({ ok: true, value: 3 });
  });

  it('refuses an entry once every Swiss round is paired', () => {
    const result = lateEntryRound(4, 4);
    expect(!result.ok && result.error.code).toBe('EVENT_FINISHED');
  });
});

describe('canRegister (201)', () => {
  const open = { teamEvent: false, roundsPaired: 0, rounds: 4, alreadyRegistered: false, dciNumber: '42' };
  it.each([
    [open, { ok: true, value: 1 }],
    [
      { ...open, roundsPaired: 2 },
      { ok: true, value: 3 },
    ],
    [
      { ...open, teamEvent: true },
      { ok: false, error: { code: 'TEAM_EVENT', section: '201' } },
    ],
    [
      { ...open, roundsPaired: 4 },
      { ok: false, error: { code: 'EVENT_FINISHED' } },
    ],
    [
      { ...open, alreadyRegistered: true },
      {
        ok: false,
        error: {
          code: 'DUPLICATE_DCI_NUMBER',
          field: 'dciNumber',
          message: 'DCI number 42 is already registered in this event.',
        },
      },
    ],
  ])('%j answers %j', (facts, expected) => {
    expect(canRegister(facts)).toMatchObject(expected);
  });
});

describe('canUseDciNumber', () => {
  it.each([
    [null, true],
    ['p1', true],
    ['p2', false],
  ])('held by %s: %s', (holder, allowed) => {
    expect(canUseDciNumber('42', 'p1', holder).ok).toBe(allowed);
  });

  it('names the number taken', () => {
    expect(canUseDciNumber('42', 'p1', 'p2')).toMatchObject({
      ok: false,
      error: { code: 'DUPLICATE_DCI_NUMBER', message: 'DCI number 42 belongs to another player in this event.' },
    });
  });
});
