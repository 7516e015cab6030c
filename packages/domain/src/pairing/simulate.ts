// 210: simulated Swiss events for the pairing tests: results, draws, drops and late entries, all seeded.
import { seededRandom } from '../shared/random.ts';
import type { PairingInput, PairingPlayer, PairingResult } from './types.ts';

export interface EventOptions {
  players: number;
  rounds: number;
  seed: number;
  drawRate?: number;
  dropRate?: number;
  /** Chance, before each round after the first, that one new player enters with no points. */
  lateEntryRate?: number;
  avoidPairs?: number;
}

export interface SimulatedRound {
  input: PairingInput;
  result: PairingResult;
}

/** Plays a whole event: pairs each round with `pair`, draws results, then drops some players. */
export function simulateEvent(
  options: EventOptions,
  pair: (input: PairingInput, round: number) => PairingResult,
): SimulatedRound[] {
  const random = seededRandom(options.seed * 7919 + 17);
  const players = new Map<string, PairingPlayer & { active: boolean }>();
  let next = 0;
  const enter = (): string => {
    const id = `p${++next}`;
    players.set(id, { id, points: 0, opponents: [], hadBye: false, active: true });
    return id;
  };
  for (let i = 0; i < options.players; i++) enter();
  const ids = [...players.keys()];
  const avoid: [string, string][] = [];
  for (let k = 0; k < (options.avoidPairs ?? 0) && ids.length >= 2; k++) {
    const a = ids[Math.floor(random() * ids.length)]!;
    const b = ids[Math.floor(random() * ids.length)]!;
    if (a !== b) avoid.push([a, b]);
  }
  const rounds: SimulatedRound[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    if (round > 1 && random() < (options.lateEntryRate ?? 0)) enter();
    const active = [...players.values()].filter((p) => p.active);
    const input: PairingInput = {
      round,
      players: active.map(({ id, points, opponents, hadBye }) => ({ id, points, opponents: [...opponents], hadBye })),
      ...(avoid.length > 0 ? { avoid } : {}),
    };
    const result = pair(input, round);
    rounds.push({ input, result });
    for (const {
      players: [a, b],
    } of result.pairings) {
      const pa = players.get(a)!;
      const pb = players.get(b)!;
      pa.opponents.push(b);
      pb.opponents.push(a);
      const r = random();
      if (r < (options.drawRate ?? 0.05)) {
        pa.points += 1;
        pb.points += 1;
      } else if (r < (1 + (options.drawRate ?? 0.05)) / 2) pa.points += 3;
      else pb.points += 3;
    }
    if (result.bye) {
      const p = players.get(result.bye.playerId)!;
      p.points += 3;
      p.hadBye = true;
    }
    let stillIn = active.length;
    for (const p of active) {
      if (stillIn > 2 && random() < (options.dropRate ?? 0.02)) {
        p.active = false;
        stillIn--;
      }
    }
  }
  return rounds;
}
