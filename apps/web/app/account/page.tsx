import type { Metadata } from 'next';
import Link from 'next/link';
import { currentAccount } from '../../lib/session';
import { SignOutEverywhere } from './SignOutEverywhere';

export const metadata: Metadata = { title: 'Your account · TCG Tournaments' };
export const dynamic = 'force-dynamic';

/** The signed-in account, and the way out of every device at once (a lost phone, a shared venue laptop). */
export default async function AccountPage() {
  const account = await currentAccount();
  if (!account) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">Your account</h1>
        <p className="text-sm">
          <Link href="/login?next=/account" className="font-medium text-amber-700 underline">
            Sign in
          </Link>{' '}
          to see your account.
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-semibold">Your account</h1>
      <p className="text-sm">
        {account.name} · {account.email}
      </p>
      <section aria-label="Sessions" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <h2 className="text-base font-semibold">Signed in elsewhere?</h2>
        <p className="text-slate-600">
          A lost phone or a venue laptop still signed in: end every session of this account, this one included.
        </p>
        <SignOutEverywhere />
      </section>
    </div>
  );
}
