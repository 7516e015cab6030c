// Accounts: an organizer signs up, or the first one sets the app up; the password is checked before it is hashed.
import type { Account, NewAccount, Of } from '@tcg/contract';
import { accountRepository as accounts, normalizeEmail, type Db } from '@tcg/db';
import { checkPassword } from '@tcg/domain/access';
import { must, RuleViolation } from '@tcg/domain/shared';
import type { LoginThrottle } from '../loginThrottle.ts';
import { decoyHash, hashPassword, verifyPassword } from '../passwords.ts';

type NewAccountBody = Of<typeof NewAccount>;
type AccountView = Of<typeof Account>['account'];

const stored = async ({ email, password, name }: NewAccountBody) => ({
  email,
  name: name.trim(),
  passwordHash: await hashPassword(must(checkPassword(password))),
});

/** A new organizer's account; SIGNUP_REFUSED when the email is taken (said no more precisely). */
export async function signUp(db: Db, body: NewAccountBody): Promise<AccountView> {
  const input = await stored(body);
  const account = await db.transaction((tx) => accounts.create(tx, input));
  if (!account)
    throw new RuleViolation({ code: 'SIGNUP_REFUSED', message: 'Could not create an account with these details.' });
  return account;
}

/** First run: the first organizer, who adopts the events nobody owns; SETUP_DONE once an account exists. */
export async function setUp(db: Db, body: NewAccountBody): Promise<AccountView> {
  const input = await stored(body);
  const account = await db.transaction((tx) => accounts.createFirst(tx, input));
  if (!account) throw new RuleViolation({ code: 'SETUP_DONE', message: 'The app is already set up: sign in instead.' });
  return account;
}

const invalidCredentials = () =>
  new RuleViolation({ code: 'INVALID_CREDENTIALS', message: 'Email or password is wrong.' });

/**
 * A sign-in: the account whose password this is, or how many milliseconds the caller at `address` must wait first
 * (failed sign-ins earn a wait). A wrong email costs the same hashing as a wrong password.
 */
export async function logIn(
  db: Db,
  throttle: LoginThrottle,
  { email: typed, password }: { email: string; password: string },
  address: string,
): Promise<{ account: AccountView } | { wait: number }> {
  const email = normalizeEmail(typed);
  const wait = await throttle.attempt(email, address);
  if (wait > 0) return { wait };
  const found = await accounts.credentials(db.prisma, email);
  const matches = await verifyPassword(password, found?.passwordHash ?? (await decoyHash()));
  if (!found || !matches) throw invalidCredentials();
  await throttle.succeeded(email, address);
  return { account: found.account };
}
