import { matchStructureLabel, type BestOf } from '@tcg/domain/match';
import type { Metadata } from 'next';
import Link from 'next/link';
import { apiTry } from '../../../lib/api';
import { LiveUpdates } from '../../components/LiveUpdates';
import { ReportForm } from './ReportForm';

export const metadata: Metadata = { title: 'Report your result · TCG Tournaments' };
export const dynamic = 'force-dynamic';

/** A player's own result link (#16), from the QR code on the match slip: report, confirm or dispute, no account. */
export default async function ReportPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const read = await apiTry('/self-report/:token', { params: { token } });
  if (!read.ok) {
    return (
      <div className="mx-auto max-w-md space-y-2">
        <h1 className="text-2xl font-semibold">Report your result</h1>
        <p role="alert" className="text-red-700">
          {read.error.message}
        </p>
      </div>
    );
  }
  const view = read.data;
  return (
    <div className="mx-auto max-w-md space-y-4">
      <Link href={`/events/${view.eventId}`} className="text-sm text-amber-700">
        ← {view.eventName}
      </Link>
      <h1 className="text-2xl font-semibold">Report your result</h1>
      <p className="text-sm text-slate-700">
        {view.roundTitle}
        {view.table !== null && `, table ${view.table}`}: <strong>{view.you.name}</strong> (you) against{' '}
        <strong>{view.opponent.name}</strong>, {matchStructureLabel(view.bestOf as BestOf)}.
      </p>
      <LiveUpdates eventId={view.eventId} kinds={['result', 'call']} />
      <ReportForm token={token} view={view} />
    </div>
  );
}
