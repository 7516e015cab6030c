// 231, Appendix A 3: one player's pool and the 40-card deck built from it, with the deck-building countdown.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { apiFind, apiGet } from '../../../../../../lib/api';
import { eventAccess } from '../../../../../../lib/session';
import { Allowed } from '../../../../../components/Allowed';
import { Countdown } from '../../../../../components/Countdown';
import { PrintableHeader } from '../../../../../components/PrintableHeader';
import { PoolAndDeck } from './PoolAndDeck';

export const metadata: Metadata = { title: 'Pool and deck · Limited play · TCG Tournaments' };

export const dynamic = 'force-dynamic';

export default async function PlayerPoolPage({ params }: { params: Promise<{ id: string; playerId: string }> }) {
  const { id, playerId } = await params;
  const [event, access, limited, pool, decks] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    eventAccess(id),
    apiGet('/events/:id/limited', { params: { id } }),
    apiFind('/events/:id/players/:playerId/pool', { params: { id, playerId } }),
    apiFind('/events/:id/decks', { params: { id } }),
  ]);
  const player = limited.players.find((p) => p.playerId === playerId);
  if (!player) notFound();
  // The Top 8 build from the redraft only: their first draft's cards are set aside (Appendix A 8).
  const draftPod = player.stage === 'top8' ? limited.redraft?.pod.number : player.pod;
  const drafted = draftPod
    ? await apiFind('/events/:id/players/:playerId/drafted', { params: { id, playerId }, query: { pod: draftPod } })
    : null;
  const { deckBuilding } = limited;
  return (
    <div className="space-y-6">
      <PrintableHeader eventId={id} eventName={event.name} />
      <header className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl font-semibold">
          {player.name} · {player.stage === 'top8' ? 'Top 8 pool and deck' : 'Pool and deck'}
        </h1>
        {deckBuilding.endsAt && deckBuilding.stage === player.stage && (
          <Countdown endsAt={deckBuilding.endsAt} className="text-2xl" />
        )}
      </header>
      <Allowed
        access={access}
        action="registerPlayers"
        otherwise={
          <p className="text-slate-600">
            Pools and decklists are entered by the event’s staff: sign in with a staff role to see them.
          </p>
        }
      >
        <PoolAndDeck
          eventId={id}
          playerId={playerId}
          pool={pool?.cards ?? null}
          drafted={drafted?.cards ?? null}
          list={decks?.decks.find((d) => d.playerId === playerId)?.list ?? ''}
        />
      </Allowed>
    </div>
  );
}
