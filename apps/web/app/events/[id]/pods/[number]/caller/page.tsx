// Appendix A 4–7: the pod judge's draft-caller screen, large type for a projector.
import { pathNumber } from '../../../../../../lib/pathNumber';
import type { Metadata } from 'next';
import Link from 'next/link';
import { apiGet, apiTry } from '../../../../../../lib/api';
import { eventAccess } from '../../../../../../lib/session';
import { Allowed } from '../../../../../components/Allowed';
import { DraftCaller } from './DraftCaller';

export const metadata: Metadata = { title: 'Draft caller · TCG Tournaments' };

export const dynamic = 'force-dynamic';

export default async function CallerPage({ params }: { params: Promise<{ id: string; number: string }> }) {
  const { id, number } = await params;
  const [event, access, draft] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    eventAccess(id),
    apiTry('/events/:id/pods/:number/draft', { params: { id, number: pathNumber(number) } }),
  ]);
  const started = draft.ok || draft.error.code !== 'DRAFT_NOT_STARTED';
  return (
    <div className="-m-4 min-h-screen space-y-6 bg-slate-900 p-6 text-white">
      <div className="flex items-baseline justify-between">
        <h1 className="text-3xl font-semibold">
          {event.name} · Pod {number} · Rochester Draft
        </h1>
        <Link href={`/events/${id}/pods`} className="text-amber-300 hover:underline">
          Pods and draft sheets
        </Link>
      </div>
      <Allowed
        access={access}
        action="enterResults"
        otherwise={
          <p className="text-xl">
            The draft caller is the pod judge’s screen: sign in with a judge role in this event.
          </p>
        }
      >
        <DraftCaller eventId={id} pod={pathNumber(number)} started={started} />
      </Allowed>
    </div>
  );
}
