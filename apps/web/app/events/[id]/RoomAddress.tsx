import { apiGet } from '../../../lib/api';
import { linkTo, shortLinkTo, typedAddress } from '../../../lib/site';
import { QrCode } from '../../components/QrCode';

/** For the organizer: where phones in the room open this event, as a QR code, its short address and every venue-network address. */
export async function RoomAddress({ event }: { event: { id: string; shortCode: string } }) {
  const [{ lanUrls, publicUrl }, eventUrl, shortUrl] = await Promise.all([
    apiGet('/site'),
    linkTo(`/events/${event.id}`),
    shortLinkTo(event),
  ]);
  return (
    <section
      aria-labelledby="room-address"
      className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <QrCode url={shortUrl} label="this event's page for phones in the room" size="h-28 w-28" caption={false} />
      <div className="min-w-0 space-y-1">
        <h2 id="room-address" className="font-semibold">
          Phones in the room
        </h2>
        <p className="break-all">
          Short address to type: <span className="font-mono font-semibold">{typedAddress(shortUrl)}</span> (code{' '}
          {event.shortCode})
        </p>
        <p className="break-all text-slate-600">{eventUrl}</p>
        {lanUrls.length > 1 && <p className="break-all text-slate-600">Also reachable at {lanUrls.join(', ')}</p>}
        {!publicUrl && (
          <p className="text-slate-600">
            Only this machine may reach this address: start with <code>npm start -- --lan</code> to serve the venue’s
            network.
          </p>
        )}
      </div>
    </section>
  );
}
