import type { Metadata } from 'next';
import { callReasonNames } from '@tcg/domain/judge';
import { apiGet } from '../../../../lib/api';
import { BackToEvent } from '../BackToEvent';
import { minutesSeconds } from '../../../../lib/minutesSeconds';
import { eventAccess, may } from '../../../../lib/session';
import type { JudgeCallQueueView } from '../../../../lib/apiTypes';
import { LiveUpdates } from '../../../components/LiveUpdates';
import { CallActions, CreditButton } from './CallActions';
import { Waited } from './Waited';

export const metadata: Metadata = { title: 'Judge calls · TCG Tournaments' };
export const dynamic = 'force-dynamic';

function Debrief({ rounds }: { rounds: JudgeCallQueueView['rounds'] }) {
  if (rounds.length === 0) return <p className="text-sm text-slate-500">No calls yet.</p>;
  return (
    <table aria-label="Calls per round" className="w-full text-sm">
      <thead>
        <tr className="text-left text-slate-500">
          <th className="py-1">Round</th>
          <th>Calls</th>
          <th>Median wait</th>
          <th>Worst wait</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => (
          <tr key={r.round} className="border-t border-slate-100">
            <td className="py-1">{r.round}</td>
            <td>{r.calls}</td>
            <td>{minutesSeconds(r.medianSeconds)}</td>
            <td>{minutesSeconds(r.worstSeconds)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default async function JudgeCallsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [event, access] = await Promise.all([apiGet('/events/:id', { params: { id } }), eventAccess(id)]);
  if (!may(access, 'enterResults')) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">Judge calls</h1>
        <p className="text-slate-600">Only the event&apos;s staff see the judge calls.</p>
      </div>
    );
  }
  const queue = await apiGet('/events/:id/judge-calls', { params: { id } });
  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <BackToEvent eventId={id} eventName={event.name} />
        <h1 className="text-2xl font-semibold">Judge calls</h1>
        <LiveUpdates eventId={id} kinds={['call', 'round', 'result']} />
        <p className="text-sm text-slate-600">
          Oldest first; a call shows here the moment it is made. Players call from the event page’s “Call a judge” link.
        </p>
      </div>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Waiting ({queue.open.length})</h2>
        {queue.open.length === 0 && <p className="text-sm text-slate-500">No table is waiting.</p>}
        <ol aria-label="Open calls" className="space-y-2">
          {queue.open.map((c) => (
            <li
              key={c.id}
              aria-label={`Table ${c.table}`}
              className="rounded-lg border border-amber-200 bg-white p-3 text-sm"
            >
              <div className="flex flex-wrap justify-between gap-2">
                <strong className="text-base">Table {c.table}</strong>
                <span>
                  {callReasonNames[c.reason]} · round {c.round}
                </span>
                <Waited since={c.calledAt} serverNow={queue.now} />
              </div>
              <CallActions eventId={id} call={c} />
            </li>
          ))}
        </ol>
      </section>
      {queue.awaiting.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-xl font-semibold">Results reported by players, not confirmed yet</h2>
          <ol aria-label="Reports awaiting confirmation" className="space-y-2">
            {queue.awaiting.map((r) => (
              <li
                key={r.matchId}
                aria-label={`Report from table ${r.table}`}
                className={`flex flex-wrap justify-between gap-2 rounded-lg border bg-white p-3 text-sm ${r.overdue ? 'border-red-300' : 'border-slate-200'}`}
              >
                <span>
                  Table {r.table} · round {r.round} · reported by {r.reportedBy}
                </span>
                {r.overdue ? (
                  <strong className="text-red-700">Not confirmed in time: go to the table</strong>
                ) : (
                  <Waited since={r.reportedAt} serverNow={queue.now} />
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Resolved</h2>
        <ol
          aria-label="Resolved calls"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm"
        >
          {queue.resolved.map((c) => (
            <li
              key={c.id}
              aria-label={`Resolved call from table ${c.table}`}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <span>
                Table {c.table} · {callReasonNames[c.reason]} · {c.resolvedByName}: {c.note}
              </span>
              <CreditButton eventId={id} call={c} />
            </li>
          ))}
        </ol>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Calls per round</h2>
        <Debrief rounds={queue.rounds} />
      </section>
    </div>
  );
}
