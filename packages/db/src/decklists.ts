// Decklists after the event (#17): the event's publication of its lists (scope, when, by whom), with its audit entries.
import { type DecklistPublication, DecklistScope, type Of } from '@tcg/contract';
import { writeAudit } from './audit.ts';
import { decode } from './corruptData.ts';
import type { Event as EventRow } from './generated/prisma/client.ts';
import type { Tx } from './transaction.ts';

type Publication = Of<typeof DecklistPublication>;

/** The stored publication of an event row, null when its lists are not published. */
export const decklistPublicationOf = (
  row: Pick<EventRow, 'decklistScope' | 'decklistsPublishedAt'>,
): Publication | null =>
  row.decklistScope === null || row.decklistsPublishedAt === null
    ? null
    : {
        scope: decode(DecklistScope, row.decklistScope, 'decklist scope'),
        publishedAt: row.decklistsPublishedAt.toISOString(),
      };

async function stored(tx: Tx, eventId: string): Promise<Publication | null> {
  return decklistPublicationOf(
    await tx.event.findUniqueOrThrow({
      where: { id: eventId },
      select: { decklistScope: true, decklistsPublishedAt: true },
    }),
  );
}

export const decklistRepository = {
  publication: stored,

  /** Publishes (or re-scopes) the event's decklists, with the audit entry; the caller locked the event and decided the scope. */
  async publish(tx: Tx, eventId: string, scope: Publication['scope'], at: Date, actor: string): Promise<Publication> {
    const before = await stored(tx, eventId);
    await tx.event.update({
      where: { id: eventId },
      data: { decklistScope: scope, decklistsPublishedAt: at, decklistsPublishedBy: actor },
    });
    const after = { scope, publishedAt: at.toISOString() };
    await writeAudit(tx, eventId, actor, 'decklists.publish', { before, after });
    return after;
  },

  /** Takes the decklists down, with the audit entry; nothing to do when they are not published. */
  async unpublish(tx: Tx, eventId: string, actor: string): Promise<void> {
    const before = await stored(tx, eventId);
    if (!before) return;
    await tx.event.update({
      where: { id: eventId },
      data: { decklistScope: null, decklistsPublishedAt: null, decklistsPublishedBy: null },
    });
    await writeAudit(tx, eventId, actor, 'decklists.unpublish', { before });
  },
};
