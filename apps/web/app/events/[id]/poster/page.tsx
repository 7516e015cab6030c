import type { Metadata } from 'next';
import { apiGet } from '../../../../lib/api';
import { shortLinkTo, typedAddress } from '../../../../lib/site';
import { PrintableHeader } from '../../../components/PrintableHeader';
import { QrCode } from '../../../components/QrCode';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Wall poster · TCG Tournaments' };

/** The wall poster: the event's name, a large QR code to its short address and that address to type, printed on one page. */
export default async function PosterPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const event = await apiGet('/events/:id', { params: { id } });
  const eventUrl = await shortLinkTo(event);
  return (
    <div className="space-y-6">
      <PrintableHeader eventId={id} eventName={event.name} />
      <article
        aria-label="Wall poster"
        className="poster mx-auto flex max-w-2xl flex-col items-center gap-6 rounded-lg border-2 border-slate-900 bg-white p-8 text-center print:border-0"
      >
        <h1 className="text-4xl font-bold">{event.name}</h1>
        <p className="text-2xl">Pairings, your table, the round clock and the standings on your phone</p>
        <QrCode url={eventUrl} label={`the page of ${event.name}`} size="h-80 w-80 max-w-full" caption={false} />
        <p className="text-xl">Scan the code, or open</p>
        <p className="break-all font-mono text-xl font-semibold sm:text-4xl" aria-label="Address to type">
          {typedAddress(eventUrl)}
        </p>
        <p className="text-lg">
          Event code <span className="font-mono text-2xl font-bold tracking-widest">{event.shortCode}</span>
        </p>
        <p className="text-lg">No account needed: type your name or DCI number under “Find my table”.</p>
      </article>
    </div>
  );
}
