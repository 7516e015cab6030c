// 212, Appendix A 1, 3 and 8: the organizer's walkthrough of a Limited event, step by step, and where each player stands.
import type { Metadata } from 'next';
import Link from 'next/link';
import { apiGet } from '../../../../lib/api';
import { eventAccess, may } from '../../../../lib/session';
import type { LimitedView } from '../../../../lib/apiTypes';
import { PrintableHeader } from '../../../components/PrintableHeader';
import { NextAction } from './NextAction';

export const metadata: Metadata = { title: 'Limited play · TCG Tournaments' };

export const dynamic = 'force-dynamic';

const mark = { done: '✓', current: '▶', upcoming: '·' } as const;
const cell = 'border-b border-slate-200 px-2 py-1';
const yes = (value: boolean) => (value ? 'yes' : '—');

function Steps({ steps }: { steps: LimitedView['steps'] }) {
  return (
    <ol aria-label="Steps" className="space-y-1">
      {steps.map((s) => (
        <li
          key={s.step}
          aria-current={s.status === 'current' ? 'step' : undefined}
          className={
            s.status === 'current' ? 'font-semibold text-amber-800' : s.status === 'done' ? 'text-slate-500' : ''
          }
        >
          <span className="inline-block w-5">{mark[s.status]}</span>
          {s.title} <span className="text-xs text-slate-500">({s.section})</span>
        </li>
      ))}
    </ol>
  );
}

function Players({ eventId, players }: { eventId: string; players: LimitedView['players'] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="text-left">
          {['Pod', 'Seat', 'Player', 'Pool', 'Deck', 'Record', 'Top 8'].map((h) => (
            <th key={h} className={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {players.map((p) => (
          <tr key={p.playerId} className={p.dropped ? 'text-slate-400' : ''}>
            <td className={cell}>{p.pod ?? '—'}</td>
            <td className={cell}>{p.seat ?? '—'}</td>
            <td className={cell}>
              <Link
                href={`/events/${eventId}/limited/players/${p.playerId}`}
                className="text-amber-700 hover:underline"
              >
                {p.name}
              </Link>{' '}
              <span className="text-xs text-slate-500">{p.dciNumber}</span>
            </td>
            <td className={cell}>
              {p.stage === 'top8' && 'Top 8: '}
              {yes(p.poolRegistered)}
            </td>
            <td className={cell}>
              {p.stage === 'top8' && 'Top 8: '}
              {p.deckRegistered ? (p.deckLegal ? 'legal' : 'not legal') : '—'}
            </td>
            <td className={`${cell} tabular-nums`}>
              {p.record.wins}–{p.record.losses}–{p.record.draws}
            </td>
            <td className={cell}>{p.topEightSeed === null ? '' : `seed ${p.topEightSeed}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default async function LimitedPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [event, access, limited] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    eventAccess(id),
    apiGet('/events/:id/limited', { params: { id } }),
  ]);
  const { rounds, redraft } = limited;
  return (
    <div className="space-y-6">
      <PrintableHeader eventId={id} eventName={event.name} />
      <header>
        <h1 className="text-2xl font-semibold">{event.name} · Limited play</h1>
        <p className="text-sm text-slate-600">
          Pods draft, build in 30 minutes, play {rounds.planned} Swiss rounds within the pod; the top of each pod
          redraft in a new pod, build again and play single elimination (Appendix A 8). Pod rounds: {rounds.complete} of{' '}
          {rounds.planned} complete.
          {redraft &&
            ` Top 8 redraft pod: pod ${redraft.pod.number}, ${redraft.seeds.length} players (top ${redraft.perPod} of each pod).`}
        </p>
      </header>
      <Steps steps={limited.steps} />
      {may(access, 'pair') && <NextAction eventId={id} limited={limited} />}
      <section aria-label="Players" className="space-y-2">
        <h2 className="text-xl font-semibold">Where each player stands</h2>
        <Players eventId={id} players={limited.players} />
      </section>
    </div>
  );
}
