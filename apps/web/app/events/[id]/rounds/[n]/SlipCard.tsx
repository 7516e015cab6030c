import type { ReactNode } from 'react';
import type { MatchView } from '../../../../../lib/apiTypes';

/** A slip's heading: the event, the round and table with any time extension (216), and the QR code to the event page. */
function SlipHeader({
  eventName,
  round,
  table,
  extensionMinutes,
  qr,
}: {
  eventName: string;
  round: string;
  table: number | null;
  extensionMinutes: number;
  qr: ReactNode;
}) {
  return (
    <header className="mb-2 flex items-start justify-between gap-2 font-semibold">
      <span>{eventName}</span>
      <span className="text-right">
        {round} · Table {table}
        {extensionMinutes > 0 && <span className="block">Time extension +{extensionMinutes} min (216)</span>}
      </span>
      {qr}
    </header>
  );
}

/** A printed match slip: its heading, then what the kind of match (one-on-one or team) writes on it. */
export function SlipCard({
  eventName,
  round,
  match,
  qr,
  children,
}: {
  eventName: string;
  round: string;
  match: Pick<MatchView, 'table' | 'extensionMinutes'>;
  qr: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      className="slip break-inside-avoid rounded border border-slate-400 bg-white p-3 text-sm"
      aria-label={`Slip table ${match.table}`}
    >
      <SlipHeader
        eventName={eventName}
        round={round}
        table={match.table}
        extensionMinutes={match.extensionMinutes}
        qr={qr}
      />
      {children}
    </article>
  );
}
