import Link from 'next/link';
import { apiGet } from '../../../../lib/api';
import type { BracketView, EventDetail, FinalStandingsView } from '../../../../lib/apiTypes';
import { PrintableHeader } from '../../../components/PrintableHeader';

export const dynamic = 'force-dynamic';

const cell = 'border-b border-slate-200 px-2 py-1';

export default async function FinalStandingsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [event, bracket] = await Promise.all([apiGet<EventDetail>(`/events/${id}`), apiGet<BracketView>(`/events/${id}/bracket`)]);
  const final = bracket.cut?.finished ? await apiGet<FinalStandingsView>(`/events/${id}/final-standings`) : null;
  return (
    <div className="space-y-4">
      <PrintableHeader eventId={id} eventName={event.name} />
      <h1 className="text-2xl font-semibold">{event.name} · Final standings</h1>
      {!final ? (
        <p className="text-slate-600">
          The final standings follow the top cut: {bracket.cut ? 'it is still being played.' : 'it has not been made yet.'}{' '}
          <Link href={`/events/${id}/bracket`} className="text-amber-700">
            Bracket
          </Link>
        </p>
      ) : (
        <>
          <table className="w-full max-w-3xl border-collapse text-sm" aria-label="Final standings">
            <thead>
              <tr className="text-left">
                <th className={cell}>Place</th>
                <th className={cell}>Player</th>
                <th className={cell}>Top cut</th>
                <th className={cell}>Swiss rank</th>
                <th className={cell}>Points</th>
              </tr>
            </thead>
            <tbody>
              {final.rows.map((r) => (
                <tr key={r.player.id} className={r.place <= final.cutSize ? 'font-medium' : ''}>
                  <td className={cell}>{r.place}</td>
                  <td className={cell}>{r.player.name}</td>
                  <td className={cell}>{r.finish ?? '—'}</td>
                  <td className={cell}>{r.swissRank}</td>
                  <td className={cell}>{r.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-xs text-slate-500">
            Places 1–{final.cutSize}: winner, finalist, then players out in the same round by their Swiss standing (a 3rd/4th-place match decides those places). Everyone else keeps
            their Swiss place after round {final.afterRound}; players who shared a Swiss rank share a place (217).
          </p>
        </>
      )}
    </div>
  );
}
