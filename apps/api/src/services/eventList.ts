// The events list: each event with what is true of it now (a top cut still to make is not "finished").
import { eventRepository, type Db } from '@tcg/db';
import { swissRoundsOf } from '@tcg/domain/division';
import { eventPhase } from '@tcg/domain/event';
import type { EventListItem, Of } from '@tcg/contract';
import { cutRecommendation } from './topCut.ts';

export async function listEvents(db: Db, accountId: string | null): Promise<Of<typeof EventListItem>[]> {
  return db.transaction(async (tx) => {
    const events = await eventRepository.list(tx, accountId);
    const progress = await eventRepository.progress(
      tx,
      events.map((e) => e.id),
    );
    return events.map((event) => {
      const { swissPublished, swissComplete, cutMade } = progress.get(event.id)!;
      const phase = eventPhase({
        roundsPaired: event.roundsPaired,
        draft: event.roundsPaired > swissPublished,
        rounds: swissRoundsOf(null, event.divisionGroups, event.groupRounds, event.rounds),
        swissComplete,
        cut: cutMade ? { finished: event.status === 'finished' } : null,
        cutRecommended: cutRecommendation(event.players).size !== null,
      });
      return { ...event, phase };
    });
  });
}
