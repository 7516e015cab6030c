import { pathNumber } from '../../../../../lib/pathNumber';
import { isPodRound } from '../../../../../lib/playKind';
import type { Metadata } from 'next';
import { describeScoring, type TableScoring } from '@tcg/domain/podPlay';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { apiGet } from '../../../../../lib/api';
import type { PodTableView } from '../../../../../lib/apiTypes';
import { eventAccess, may } from '../../../../../lib/session';
import { LiveUpdates } from '../../../../components/LiveUpdates';
import { PrintableHeader } from '../../../../components/PrintableHeader';
import { RoundClock } from '../../../../components/RoundClock';
import { podPoints } from '../../podPlay/PodStandingsTable';
import { TableResultForm } from '../../podPlay/TableResultForm';

export const metadata: Metadata = { title: 'Tables · TCG Tournaments' };

export const dynamic = 'force-dynamic';

const box = 'border border-slate-400 px-2 py-1';

/** A table's score sheet: every seat with its place or points, the measure, and a signature box; filled in once entered. */
function ScoreSheet({ table, scoring }: { table: PodTableView; scoring: TableScoring }) {
  const scored = new Map((table.scored ?? []).map((s) => [s.playerId, s]));
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <thead>
        <tr>
          <th className={`${box} w-2/5 text-left`}>Player</th>
          <th className={box}>{scoring.by === 'points' ? 'Points' : 'Place'}</th>
          {scoring.measure && <th className={`${box} capitalize`}>{scoring.measure.name}</th>}
          <th className={box}>Scores</th>
          <th className={`${box} w-1/4`}>Signature</th>
        </tr>
      </thead>
      <tbody>
        {table.seats.map((id) => {
          const seat = scored.get(id);
          return (
            <tr key={id}>
              <td className={box}>{table.names[id]}</td>
              <td className={`${box} h-8 text-center`}>
                {seat && (scoring.by === 'points' ? seat.points : seat.place)}
              </td>
              {scoring.measure && <td className={`${box} text-center`}>{seat?.measure ?? ''}</td>}
              <td className={`${box} text-center`}>{seat && podPoints(seat.points)}</td>
              <td className={box} />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default async function PodTablesPage({ params }: { params: Promise<{ id: string; n: string }> }) {
  const { id, n } = await params;
  const [event, round, access, clock] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    apiGet('/events/:id/rounds/:n', { params: { id, n: pathNumber(n) } }),
    eventAccess(id),
    apiGet('/events/:id/clock', { params: { id } }),
  ]);
  // Table score sheets belong to pod play: a Swiss event's address of this kind is a page that does not exist.
  if (event.type !== 'pods' || !event.tableScoring || !isPodRound(round)) notFound();
  const scoring = event.tableScoring;
  const entering = may(access, 'enterResults');
  return (
    <div className="space-y-4">
      <PrintableHeader eventId={id} eventName={event.name} />
      <LiveUpdates eventId={id} />
      <h1 className="text-2xl font-semibold">
        {event.name} · {round.title} tables
      </h1>
      <p className="text-sm text-slate-600">Scoring {describeScoring(scoring)}.</p>
      <RoundClock clock={clock} only={round.number} className="no-print text-base" />
      <p className="no-print text-sm">
        {round.missingTables.length === 0
          ? 'Every table has its result.'
          : `Results missing at table${round.missingTables.length === 1 ? '' : 's'} ${round.missingTables.join(', ')}.`}{' '}
        <Link href={`/events/${id}/standings`} className="text-amber-700 hover:underline">
          Standings
        </Link>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {round.tables.map((table) => (
          <section
            key={table.id}
            aria-label={`Table ${table.table}`}
            className="slip space-y-2 rounded-lg border border-slate-200 bg-white p-3"
          >
            <h2 className="font-semibold">
              {round.title} · Table {table.table} · {table.seats.length} players
              {table.result === null ? '' : ' · result in'}
            </h2>
            <ScoreSheet table={table} scoring={scoring} />
            {entering && <TableResultForm eventId={id} table={table} scoring={scoring} />}
          </section>
        ))}
      </div>
    </div>
  );
}
