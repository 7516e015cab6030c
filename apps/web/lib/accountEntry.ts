import type { ApiError } from './types';

export const PASSWORD_MIN = 12;

export interface AccountEntry {
  email: string;
  password: string;
  name?: string;
}

const refuse = (field: string, message: string): ApiError => ({ code: 'INVALID_FIELD', field, message });

/** The browser's first check before a sign-up, set-up or sign-in is sent; the API checks the same again. */
export function checkAccountEntry(entry: AccountEntry, { newAccount }: { newAccount: boolean }): ApiError | null {
  if (newAccount && !entry.name?.trim()) return refuse('name', 'Name: enter the name staff will see.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(entry.email.trim())) return refuse('email', 'Email: enter an email address such as judge@example.org.');
  if (!entry.password) return refuse('password', 'Password: enter your password.');
  if (newAccount && entry.password.length < PASSWORD_MIN) return refuse('password', `Password: use at least ${PASSWORD_MIN} characters.`);
  return null;
}
