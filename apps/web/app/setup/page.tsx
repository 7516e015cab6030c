import type { Metadata } from 'next';
import Link from 'next/link';
import { setupNeeded } from '../../lib/session';
import { AccountForm } from '../components/AccountForm';

export const metadata: Metadata = { title: 'First-run set-up · TCG Tournaments' };
export const dynamic = 'force-dynamic';

export default async function SetupPage() {
  const needed = await setupNeeded();
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-semibold">First-run set-up</h1>
      {needed ? (
        <>
          <p className="text-sm text-slate-600">
            This copy of TCG Tournaments has no organizer yet. Create the organizer account now: it owns the events
            already here and invites the judges and scorekeepers. There is no default password; this page disappears
            once the account exists.
          </p>
          <AccountForm endpoint="/auth/setup" submitLabel="Create organizer account" newAccount />
        </>
      ) : (
        <p role="status" className="text-slate-700">
          Set-up is done: an organizer account exists.{' '}
          <Link href="/login" className="font-medium text-amber-700 hover:underline">
            Sign in
          </Link>
        </p>
      )}
    </div>
  );
}
