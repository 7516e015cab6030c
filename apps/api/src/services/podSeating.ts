// Seating a Limited event's players into pods of 7–8 (Appendix A 1), replacing an earlier seating before round 1.
import { lockEvent, podRepository, type Tx } from '@tcg/db';
import { podsChange, seatablePlayers, seatPods } from '@tcg/domain/draft';
import { must, seededRandom } from '@tcg/domain/shared';

/** The players seated at random from `seed` (stored, so the seating can be told again); refused once the pods are locked. */
export async function seatDraftPods(tx: Tx, eventId: string, seed: number, actor: string) {
  await lockEvent(tx, eventId);
  const facts = await podRepository.facts(tx, eventId);
  must(podsChange(facts));
  const seating = { seed, pods: must(seatPods(seatablePlayers(facts.players), seededRandom(seed))).pods };
  await podRepository.replace(tx, eventId, seating, actor);
  return seating;
}
