// 210: the independent pairings check of a draft round, run before it is published and shown after every swap.
import { firstPods, pairingInput, pointsBefore, roundOf, stateBefore, type EventState, type Tx } from '@tcg/db';
import { verifyPairings, type PairingProblem, type PairingsToCheck } from '@tcg/domain/pairing';
import { seatedInput, swissSeats } from './divisions.ts';

/** The round as stored, beside the players as they stood when it was paired. */
async function factsOf(tx: Tx, state: EventState, number: number): Promise<PairingsToCheck> {
  const round = roundOf(state, number);
  const before = stateBefore(state, number);
  const pods = await firstPods(tx, state.event.id);
  const input = seatedInput(
    pairingInput(before, number, pointsBefore(before, number)),
    pods.length > 0 ? null : swissSeats(before, number),
  );
  const active = new Set(input.players.map((p) => p.id));
  return {
    ...input,
    inactive: new Set(state.registrations.map((r) => r.playerId).filter((id) => !active.has(id))),
    ...(pods.length > 0 ? { pods } : {}),
    tables: round.matches.flatMap((m) =>
      m.playerBId === null ? [] : [{ table: m.tableNumber ?? 0, players: [m.playerAId, m.playerBId] as const }],
    ),
    byes: round.matches.filter((m) => m.playerBId === null).map((m) => m.playerAId),
    names: new Map([...state.players].map(([id, p]) => [id, `${p.firstName} ${p.lastName}`])),
  };
}

/** Every reason round `number` may not go up as paired; empty when it passes. */
export async function checkRound(tx: Tx, state: EventState, number: number): Promise<PairingProblem[]> {
  return verifyPairings(await factsOf(tx, state, number));
}
