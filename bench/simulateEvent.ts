import type { MatchOutcome } from '@tcg/domain/match';
import { pairRound, type PairingPlayer } from '@tcg/domain/pairing';
import { seededRandom } from '@tcg/domain/shared';
import type { StandingsEntry, StandingsPlayer } from '@tcg/domain/standings';

interface SimPlayer extends PairingPlayer {
  droppedAfterRound: number | null;
}

export interface SimulatedEvent {
  /** Each round's pairing input (active players), as the pairing function saw it. */
  rounds: PairingPlayer[][];
  players: StandingsPlayer[];
  entries: StandingsEntry[];
}

function outcome(a: string, b: string, roll: number): MatchOutcome {
  if (roll < 0.05)
    return {
      winner: null,
      gameWins: { [a]: 0, [b]: 0 },
      gamesDrawn: 1,
      points: { [a]: 1, [b]: 1 },
      decidedOnPrizes: false,
    };
  const [w, l] = roll < 0.525 ? [a, b] : [b, a];
  return { winner: w, gameWins: { [w]: 1, [l]: 0 }, gamesDrawn: 0, points: { [w]: 3, [l]: 0 }, decidedOnPrizes: false };
}

/** A best-of-1 Swiss event played with our own pairing: 5% draws, 2% drops after each round. */
export function simulateEvent(size: number, rounds: number, seed: number): SimulatedEvent {
  const random = seededRandom(seed);
  const players: SimPlayer[] = Array.from({ length: size }, (_, i) => ({
    id: `p${i}`,
    points: 0,
    opponents: [],
    hadBye: false,
    droppedAfterRound: null,
  }));
  const byId = new Map(players.map((p) => [p.id, p]));
  const event: SimulatedEvent = { rounds: [], players: [], entries: [] };
  for (let round = 1; round <= rounds; round++) {
    const active = players
      .filter((p) => p.droppedAfterRound === null)
      .map(({ id, points, opponents, hadBye }) => ({ id, points, opponents: [...opponents], hadBye }));
    event.rounds.push(active);
    const result = pairRound({ round, players: active }, random);
    for (const {
      players: [a, b],
    } of result.pairings) {
      const decided = outcome(a, b, random());
      byId.get(a)!.opponents.push(b);
      byId.get(b)!.opponents.push(a);
      byId.get(a)!.points += decided.points[a]!;
      byId.get(b)!.points += decided.points[b]!;
      event.entries.push({ round, kind: 'match', players: [a, b], outcome: decided });
    }
    if (result.bye) {
      const p = byId.get(result.bye.playerId)!;
      p.points += 3;
      p.hadBye = true;
      event.entries.push({ round, kind: 'bye', playerId: p.id });
    }
    if (round < rounds)
      for (const p of players) if (p.droppedAfterRound === null && random() < 0.02) p.droppedAfterRound = round;
  }
  event.players = players.map((p) => ({ id: p.id, name: `Player ${p.id}`, droppedAfterRound: p.droppedAfterRound }));
  return event;
}
