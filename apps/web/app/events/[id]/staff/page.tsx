import type { Metadata } from 'next';
import { apiGet } from '../../../../lib/api';
import { BackToEvent } from '../BackToEvent';
import { RowList } from '../../../components/RowList';
import { roleNames } from '../../../../lib/roles';
import { siteUrl } from '../../../../lib/site';
import { eventAccess, may } from '../../../../lib/session';
import type { PendingInvitation } from '../../../../lib/apiTypes';
import { InviteForm } from './InviteForm';
import { PrivateToggle } from './PrivateToggle';
import { RoleTable } from './RoleTable';
import { StaffList } from './StaffList';

export const metadata: Metadata = { title: 'Staff · TCG Tournaments' };
export const dynamic = 'force-dynamic';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

function Invitations({ invitations }: { invitations: PendingInvitation[] }) {
  return (
    <RowList label="Pending invitations" items={invitations} empty="No invitation waiting.">
      {(i) => (
        <li key={i.id} className="flex justify-between px-3 py-2">
          <span>
            {roleNames[i.role]} · {i.email ?? 'one-time link'}
          </span>
          <span className="text-slate-500">expires {day(i.expiresAt)}</span>
        </li>
      )}
    </RowList>
  );
}

export default async function StaffPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [event, access] = await Promise.all([apiGet('/events/:id', { params: { id } }), eventAccess(id)]);
  const back = <BackToEvent eventId={id} eventName={event.name} />;
  if (!may(access, 'manageStaff')) {
    return (
      <div className="space-y-4">
        {back}
        <h1 className="text-2xl font-semibold">{event.name} · Staff</h1>
        <p className="text-slate-600">Only the event&apos;s organizer manages its staff.</p>
      </div>
    );
  }
  const { staff, invitations } = await apiGet('/events/:id/staff', { params: { id } });
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        {back}
        <h1 className="text-2xl font-semibold">{event.name} · Staff</h1>
        <PrivateToggle eventId={id} isPrivate={event.private ?? false} />
      </div>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Staff</h2>
        <StaffList eventId={id} staff={staff} />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Invite staff</h2>
        <InviteForm eventId={id} siteUrl={await siteUrl()} />
        <h3 className="font-semibold">Pending invitations</h3>
        <Invitations invitations={invitations} />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">What each role may do</h2>
        <RoleTable />
      </section>
    </div>
  );
}
