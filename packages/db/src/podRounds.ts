// Players seated into pods: the Swiss rounds are paired pod by pod, and pod play has its own round count.
import type { Tx } from './transaction.ts';

/** The pods the players were seated into for the first draft, each by seat (the redraft pod aside). */
export async function firstPods(tx: Tx, eventId: string): Promise<string[][]> {
  const pods = await tx.pod.findMany({
    where: { eventId, topEight: false },
    include: { seats: { orderBy: { seat: 'asc' } } },
    orderBy: { number: 'asc' },
  });
  return pods.map((p) => p.seats.map((s) => s.playerId));
}

export const podsSeated = async (tx: Tx, eventId: string): Promise<boolean> =>
  (await tx.pod.count({ where: { eventId, topEight: false } })) > 0;
