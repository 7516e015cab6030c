// The event page's one read: every part is what its own route answers, private parts only for a role that may see them.
import {
  auditRepository,
  eventRepository,
  lastCompleteRound,
  loadEventState,
  playerRepository,
  roundRepository,
  standingsView,
  topCutRepository,
  type Tx,
} from '@tcg/db';
import { mayAct, type EventRole } from '@tcg/domain/access';
import { limitedFormat } from '@tcg/domain/draft';
import type { EventDashboard, Of } from '@tcg/contract';
import { readProduct } from './product.ts';
import { listTeams } from './teamEvents.ts';
import { bracketOf } from './topCut.ts';

/** The event page's parts in one answer; the audit trail only for a role that may export. */
export async function eventDashboard(tx: Tx, id: string, role: EventRole | null): Promise<Of<typeof EventDashboard>> {
  const event = await eventRepository.get(tx, id);
  const state = await loadEventState(tx, id);
  return {
    event,
    players: await playerRepository.list(tx, id),
    rounds: await roundRepository.list(tx, id),
    standings: standingsView(state, lastCompleteRound(state)),
    bracket: bracketOf(await topCutRepository.load(tx, id)),
    avoidPairs: await playerRepository.avoidPairs(tx, id),
    ...(mayAct(role ?? undefined, 'export') && { auditTrail: await auditRepository.list(tx, id) }),
    ...(event.teams && { teams: await listTeams(tx, id) }),
    ...(limitedFormat(event.format) && { product: await readProduct(tx, id) }),
  };
}
