import type { Metadata } from 'next';
import { safeReturnPath } from '../../lib/returnPath';
import { AccountPage } from '../components/AccountPage';

export const metadata: Metadata = { title: 'Create an account · TCG Tournaments' };
export const dynamic = 'force-dynamic';

export default async function SignupPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  return (
    <AccountPage
      title="Create an account"
      intro="Organizers create their events with it; judges and scorekeepers accept an invitation to an event with it."
      endpoint="/auth/signup"
      submitLabel="Create account"
      newAccount
      next={safeReturnPath((await searchParams).next)}
      other={{ question: 'Already have one?', label: 'Sign in', path: '/login' }}
    />
  );
}
