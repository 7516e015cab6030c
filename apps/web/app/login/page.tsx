import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { setupNeeded } from '../../lib/session';
import { safeReturnPath } from '../../lib/returnPath';
import { AccountPage } from '../components/AccountPage';

export const metadata: Metadata = { title: 'Sign in · TCG Tournaments' };
export const dynamic = 'force-dynamic';

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  if (await setupNeeded()) redirect('/setup');
  return (
    <AccountPage
      title="Sign in"
      intro="For organizers and event staff. Players and spectators need no account to follow pairings and standings."
      endpoint="/auth/login"
      submitLabel="Sign in"
      newAccount={false}
      next={safeReturnPath((await searchParams).next)}
      other={{ question: 'No account yet?', label: 'Create one', path: '/signup' }}
    />
  );
}
