import Link from 'next/link';
import { ApiUnavailableError } from '../../lib/api';
import { currentAccount } from '../../lib/session';
import type { Account } from '../../lib/apiTypes';
import { SignOutButton } from './SignOutButton';

/** The site header's account corner: who is signed in, or a way to sign in. */
export async function AccountMenu() {
  let account: Account | null = null;
  try {
    account = await currentAccount();
  } catch (error) {
    // The page itself says when the API is down; the header must not take it with it.
    if (!(error instanceof ApiUnavailableError)) throw error;
  }
  if (!account) {
    return (
      <Link href="/login" className="ml-auto text-sm font-medium text-amber-700 hover:underline">
        Sign in
      </Link>
    );
  }
  return (
    <div className="ml-auto flex items-center gap-3 text-sm" aria-label="Account">
      <span className="text-slate-600">
        Signed in as{' '}
        <Link href="/account" className="font-medium text-slate-900 hover:underline">
          {account.name}
        </Link>
      </span>
      <SignOutButton />
    </div>
  );
}
