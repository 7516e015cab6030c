// Plugs the domain's pairRound into ../shared/bench-swiss unchanged: its project adapter passes the
// harness's RoundState as is, and reads back { pairs, byes }.
import { pairRound } from '@tcg/domain/pairing';

interface HarnessPlayer {
  id: string;
  points: number;
  opponents: string[];
  hadBye: boolean;
  active: boolean;
}

interface HarnessRoundState {
  round: number;
  players: HarnessPlayer[];
  random: () => number;
}

export function pairHarnessRound(state: HarnessRoundState) {
  const players = state.players
    .filter((p) => p.active)
    .map(({ id, points, opponents, hadBye }) => ({ id, points, opponents, hadBye }));
  const result = pairRound({ round: state.round, players }, state.random);
  return { pairs: result.pairings.map((p) => p.players), byes: result.bye ? [result.bye.playerId] : [] };
}
