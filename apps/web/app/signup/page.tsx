import type { Metadata } from 'next';
import Link from 'next/link';
import { safeReturnPath } from '../../lib/returnPath';
import { AccountForm } from '../components/AccountForm';

export const metadata: Metadata = { title: 'Create an account · TCG Tournaments' };
export const dynamic = 'force-dynamic';

export default async function SignupPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const next = safeReturnPath((await searchParams).next);
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-semibold">Create an account</h1>
      <p className="text-sm text-slate-600">Organizers create their events with it; judges and scorekeepers accept an invitation to an event with it.</p>
      <AccountForm endpoint="/auth/signup" submitLabel="Create account" newAccount next={next} />
      <p className="text-sm">
        Already have one?{' '}
        <Link href={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} className="font-medium text-amber-700 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
