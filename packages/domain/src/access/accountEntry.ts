// #7: what an account needs before it is created or signed in; the browser checks it as you type, the API again.
import { fail, ok, type Result } from '../shared/error.ts';

export const MIN_PASSWORD_LENGTH = 12;

export interface AccountEntry {
  email: string;
  password: string;
  name?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new account's password: at least MIN_PASSWORD_LENGTH characters. */
export function checkPassword(password: string): Result<string> {
  if (password.length < MIN_PASSWORD_LENGTH)
    return fail(
      'PASSWORD_TOO_SHORT',
      `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
      undefined,
      'password',
    );
  return ok(password);
}

/** The first check before a sign-up, set-up or sign-in is sent: a name for a new account, an email, a password. */
export function checkAccountEntry(entry: AccountEntry, { newAccount }: { newAccount: boolean }): Result<AccountEntry> {
  if (newAccount && !entry.name?.trim())
    return fail('INVALID_FIELD', 'Name: enter the name staff will see.', undefined, 'name');
  if (!EMAIL.test(entry.email.trim()))
    return fail('INVALID_FIELD', 'Email: enter an email address such as judge@example.org.', undefined, 'email');
  if (!entry.password) return fail('INVALID_FIELD', 'Password: enter your password.', undefined, 'password');
  if (newAccount && entry.password.length < MIN_PASSWORD_LENGTH)
    return fail('INVALID_FIELD', `Password: use at least ${MIN_PASSWORD_LENGTH} characters.`, undefined, 'password');
  return ok(entry);
}
