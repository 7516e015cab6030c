import { describe, expect, it } from 'vitest';
import { checkAccountEntry, checkPassword } from './accountEntry.ts';

const entry = { email: 'judge@example.org', password: 'twelve chars', name: 'Judge' };

describe('checkAccountEntry (#7)', () => {
  it.each([
    ['a complete new account', entry, true, null],
    ['a new account without a name', { ...entry, name: ' ' }, true, 'name'],
    ['an address without a domain', { ...entry, email: 'judge@' }, false, 'email'],
    ['no password', { ...entry, password: '' }, false, 'password'],
    ['a short password for a new account', { ...entry, password: 'short' }, true, 'password'],
    ['a short password to sign in with', { ...entry, password: 'short' }, false, null],
  ])('%s', (_, given, newAccount, field) => {
    const result = checkAccountEntry(given, { newAccount });
    expect(result.ok ? null : result.error.field).toBe(field);
  });

  it('refuses a password under 12 characters with PASSWORD_TOO_SHORT', () => {
    expect(checkPassword('eleven char')).toMatchObject({
      ok: false,
      error: { code: 'PASSWORD_TOO_SHORT', field: 'password' },
    });
    expect(checkPassword('twelve chars').ok).toBe(true);
  });
});
