import type { Metadata } from 'next';
import Link from 'next/link';
import { apiFind } from '../../../lib/api';
import { loginPath } from '../../../lib/returnPath';
import { roleNames } from '../../../lib/roles';
import { currentAccount } from '../../../lib/session';
import { AcceptButton } from './AcceptButton';

export const metadata: Metadata = { title: 'Invitation · TCG Tournaments', referrer: 'no-referrer' };
export const dynamic = 'force-dynamic';

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [invitation, account] = await Promise.all([
    apiFind('/invitations/:token', { params: { token } }),
    currentAccount(),
  ]);
  if (!invitation) {
    return (
      <div className="mx-auto max-w-md space-y-2">
        <h1 className="text-2xl font-semibold">Invitation not found</h1>
        <p className="text-slate-600">
          This link is unknown, already used or expired. Ask the organizer for a new one.
        </p>
      </div>
    );
  }
  const here = `/invitations/${token}`;
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-semibold">Invitation</h1>
      <p>
        You are invited to <span className="font-semibold">{invitation.eventName}</span> as{' '}
        <span className="font-semibold">{roleNames[invitation.role]}</span>
        {invitation.email && <> (for {invitation.email})</>}.
      </p>
      {account ? (
        <AcceptButton token={token} accountName={account.name} />
      ) : (
        <p className="text-sm text-slate-600">
          <Link href={loginPath(here)} className="font-medium text-amber-700 hover:underline">
            Sign in
          </Link>{' '}
          or{' '}
          <Link
            href={`/signup?next=${encodeURIComponent(here)}`}
            className="font-medium text-amber-700 hover:underline"
          >
            create an account
          </Link>{' '}
          first; you come back here to accept.
        </p>
      )}
    </div>
  );
}
