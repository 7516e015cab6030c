// Appendix A 1 and 8: Swiss rounds of players seated into pods are paired pod by pod, three rounds by default.
import { pairInPods, POD_SWISS_ROUNDS, type PodPairing } from '@tcg/domain/draft';
import { pairRound, type PairingInput, type RoundCount } from '@tcg/domain/pairing';
import { seededRandom } from '@tcg/domain/shared';
import type { Tx } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';

type Db = Tx | PrismaClient;

/** The pods the players were seated into for the first draft, each by seat (the redraft pod aside). */
export async function firstPods(db: Db, eventId: string): Promise<string[][]> {
  const pods = await db.pod.findMany({ where: { eventId, topEight: false }, include: { seats: { orderBy: { seat: 'asc' } } }, orderBy: { number: 'asc' } });
  return pods.map((p) => p.seats.map((s) => s.playerId));
}

/** A Swiss round: pod by pod when the players sit in pods (Appendix A 1: they play only within their pod). */
export async function pairSwiss(db: Db, eventId: string, input: PairingInput, seed: number): Promise<PodPairing> {
  const pods = await firstPods(db, eventId);
  if (pods.length > 0) return pairInPods(input, pods, seededRandom(seed));
  const { pairings, bye } = pairRound(input, seededRandom(seed));
  return { pairings, byes: bye ? [bye] : [] };
}

/** Appendix A 8: once players are seated into pods, pod play is three Swiss rounds, whatever the attendance. */
export const podRoundsDefault = async (db: Db, eventId: string): Promise<RoundCount | null> =>
  (await db.pod.count({ where: { eventId, topEight: false } })) > 0 ? { rounds: POD_SWISS_ROUNDS, reason: 'Appendix A 8: each pod plays three rounds of Swiss.' } : null;
