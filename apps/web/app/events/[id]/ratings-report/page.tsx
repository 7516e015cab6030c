// 201, 245–246: an event's results as reported for ratings: every match with both DCI numbers, or per team in a team event.
import type { Metadata } from 'next';
import Link from 'next/link';
import { apiGet } from '../../../../lib/api';
import type { RatingsReportView } from '../../../../lib/apiTypes';
import { PrintableHeader } from '../../../components/PrintableHeader';

export const metadata: Metadata = { title: 'Ratings report · TCG Tournaments' };

export const dynamic = 'force-dynamic';

const cell = 'border-b border-slate-200 px-2 py-1 align-top';
const resultWord = { win: 'Win', loss: 'Loss', draw: 'Draw', bye: 'Bye' } as const;

export default async function RatingsReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [event, report] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    apiGet('/events/:id/ratings-report', { params: { id } }),
  ]);
  return (
    <div className="space-y-4">
      <PrintableHeader eventId={id} eventName={event.name}>
        <a href={`/api/events/${id}/ratings-report`} className="no-print text-sm text-amber-700 hover:underline">
          JSON
        </a>
      </PrintableHeader>
      <h1 className="text-2xl font-semibold">
        {report.event} · Ratings report: {report.category}
      </h1>
      {report.teams.length === 0 ? <MatchTable report={report} /> : <TeamTable report={report} />}
    </div>
  );
}

const outcome = {
  A: 'Player A won',
  B: 'Player B won',
  draw: 'Draw',
  bye: 'Bye (unrated)',
  unreported: 'Not reported',
} as const;

/** An individual event: every match, both DCI numbers, the result. */
function MatchTable({ report }: { report: RatingsReportView }) {
  const player = (p: { dciNumber: string; name: string } | null) =>
    p ? (
      <Link href={`/players/${p.dciNumber}`} className="hover:underline">
        {p.name} ({p.dciNumber})
      </Link>
    ) : (
      '—'
    );
  return (
    <>
      <p className="text-sm text-slate-600">
        Every match of the event, reported under the {report.category} ratings category (201, 245–246); byes are not
        rated.
      </p>
      <table className="w-full border-collapse text-sm" aria-label="Ratings report">
        <thead>
          <tr className="text-left">
            <th className={cell}>Round</th>
            <th className={cell}>Table</th>
            <th className={cell}>Player A (DCI)</th>
            <th className={cell}>Player B (DCI)</th>
            <th className={cell}>Result</th>
          </tr>
        </thead>
        <tbody>
          {report.matches.map((m) => (
            <tr key={`${m.round}-${m.playerA.dciNumber}`} className="break-inside-avoid">
              <td className={cell}>
                {m.stage === 'elimination' ? 'Top cut ' : ''}
                {m.round}
              </td>
              <td className={cell}>{m.table ?? '—'}</td>
              <td className={cell}>{player(m.playerA)}</td>
              <td className={cell}>{player(m.playerB)}</td>
              <td className={cell}>{outcome[m.result]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** A team event: each team's matches, merged for the team. */
function TeamTable({ report }: { report: RatingsReportView }) {
  return (
    <>
      <p className="text-sm text-slate-600">
        Each team&apos;s matches, merged for the team and reported under the {report.category} ratings category (201,
        245–246).
      </p>
      <table className="w-full border-collapse text-sm" aria-label="Ratings report">
        <thead>
          <tr className="text-left">
            <th className={cell}>Team</th>
            <th className={cell}>Members (DCI)</th>
            <th className={cell}>Matches</th>
          </tr>
        </thead>
        <tbody>
          {report.teams.map((team) => (
            <tr key={team.teamId} className="break-inside-avoid">
              <td className={`${cell} font-medium`}>{team.name}</td>
              <td className={cell}>
                {team.members.map((m) => (
                  <div key={m.dciNumber}>
                    {m.seat}: {m.firstName} {m.lastName} ({m.dciNumber})
                  </div>
                ))}
              </td>
              <td className={cell}>
                {team.matches.length === 0
                  ? '—'
                  : team.matches.map((m) => (
                      <div key={`${m.stage}-${m.round}`}>
                        {m.stage === 'elimination' ? 'Top cut' : 'Round'} {m.round}: {resultWord[m.result]}
                        {m.opponent && ` vs ${m.opponent}`}
                      </div>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
