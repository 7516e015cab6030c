import { apiGet } from '../../../lib/api';
import type { SiteView } from '../../../lib/apiTypes';
import { linkTo } from '../../../lib/site';
import { QrCode } from '../../components/QrCode';

/** For the organizer: where phones in the room open this event, as a QR code and every venue-network address. */
export async function RoomAddress({ eventId }: { eventId: string }) {
  const [{ lanUrls, publicUrl }, eventUrl] = await Promise.all([apiGet<SiteView>('/site'), linkTo(`/events/${eventId}`)]);
  return (
    <section aria-labelledby="room-address" className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <QrCode url={eventUrl} label="this event's page for phones in the room" size="h-28 w-28" caption={false} />
      <div className="min-w-0 space-y-1">
        <h2 id="room-address" className="font-semibold">
          Phones in the room
        </h2>
        <p className="break-all">{eventUrl}</p>
        {lanUrls.length > 1 && <p className="break-all text-slate-600">Also reachable at {lanUrls.join(', ')}</p>}
        {!publicUrl && <p className="text-slate-600">Only this machine may reach this address: start with <code>npm start -- --lan</code> to serve the venue’s network.</p>}
      </div>
    </section>
  );
}
