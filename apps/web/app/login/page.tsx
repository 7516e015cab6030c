import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { setupNeeded } from '../../lib/session';
import { AccountForm } from '../components/AccountForm';
import { safeReturnPath } from '../../lib/returnPath';

export const metadata: Metadata = { title: 'Sign in · TCG Tournaments' };
export const dynamic = 'force-dynamic';

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  if (await setupNeeded()) redirect('/setup');
  const next = safeReturnPath((await searchParams).next);
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <p className="text-sm text-slate-600">For organizers and event staff. Players and spectators need no account to follow pairings and standings.</p>
      <AccountForm endpoint="/auth/login" submitLabel="Sign in" newAccount={false} next={next} />
      <p className="text-sm">
        No account yet?{' '}
        <Link href={next === '/' ? '/signup' : `/signup?next=${encodeURIComponent(next)}`} className="font-medium text-amber-700 hover:underline">
          Create one
        </Link>
      </p>
    </div>
  );
}
