// The Top 8 redraft (Appendix A 8): the stored event handed to the domain's redraft rules, then saved.
import { lockEvent, redraftRepository, standingsAfter, type Tx } from '@tcg/db';
import { canRedraft, seatPods, topEightSeeds, type PerPod } from '@tcg/domain/draft';
import { must, seededRandom } from '@tcg/domain/shared';
import type { Of, Redraft } from '@tcg/contract';

/** Chooses the Top 8 after the pod rounds and seats them with `seed` into a new pod, once (Appendix A 8). */
export async function redraft(
  tx: Tx,
  eventId: string,
  perPod: PerPod,
  seed: number,
  actor: string,
): Promise<Of<typeof Redraft>> {
  await lockEvent(tx, eventId);
  const loaded = await redraftRepository.load(tx, eventId);
  const afterRound = must(
    canRedraft({
      redraftDone: loaded.redraftDone,
      cutMade: loaded.cutMade,
      podsSeated: loaded.pods.length > 0,
      ...loaded.progress,
    }),
  );
  const random = seededRandom(seed);
  const ranks = standingsAfter(loaded.state, afterRound)
    .rows.filter((row) => !row.dropped)
    .map(({ playerId, rank }) => ({ playerId, rank }));
  const seeds = must(topEightSeeds(ranks, loaded.pods, perPod, random));
  const seats = must(seatPods(seeds, random, { pods: 1 })).pods[0]!.seats;
  return redraftRepository.create(tx, loaded, { perPod, afterRound, seed, seeds, seats }, actor);
}
