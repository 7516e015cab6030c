// What a TOM file means for the app's event (210, 211, 217): its settings, each match's report, and back.
import type { EventSettingsInput } from '../event/eventSettings.ts';
import type { MatchReport } from '../match/types.ts';
import { recommendedRounds } from '../pairing/roundCount.ts';
import { tdfSwissRounds } from './tdfDivisions.ts';
import type { TdfEvent, TdfResult } from './types.ts';

/** TOM runs Play! Pokémon events: best-of-1 Swiss scored 3/1/0 unless the file's rounds say more was played. */
export function tdfSettings(tdf: TdfEvent): EventSettingsInput {
  // The event's rounds are its longest pod's; a pod that played fewer has its own (tdfDivisions).
  const swiss = tdfSwissRounds(tdf);
  const longest = tdf.pods.filter((pod) => pod.rounds.filter((r) => r.stage === 'swiss').length === swiss);
  const swissOver = tdf.finished || longest.some((pod) => pod.rounds.some((r) => r.stage === 'elimination'));
  const starters = tdf.players.filter((p) => p.droppedAfterRound !== 0).length;
  return {
    name: tdf.name,
    format: 'modified',
    date: tdf.date,
    bestOf: 1,
    ...(tdf.roundMinutes === null ? {} : { roundMinutes: tdf.roundMinutes }),
    // A running event keeps the rounds it still has to play: at least the DCI chart's count for its players (210).
    rounds: swiss === 0 ? null : swissOver ? swiss : Math.max(swiss, recommendedRounds(starters).rounds),
    scoring: { policy: 'playpokemon' },
  };
}

/** A TOM outcome as the single game TOM implies (it records no games): a win for one player, or a drawn game. */
export function tdfReport(
  result: Exclude<TdfResult, null>,
  [player1, player2]: readonly [string, string],
): MatchReport {
  if (result === 'tie') return { games: [{ draw: true }] };
  return { games: [{ winner: result === 'player1' ? player1 : player2 }] };
}

/** A stored outcome as TOM's result: null while unreported, a tie when neither player won the match. */
export function tdfResultOf(outcome: { winner: string | null } | null, player1: string): TdfResult {
  if (outcome === null) return null;
  if (outcome.winner === null) return 'tie';
  return outcome.winner === player1 ? 'player1' : 'player2';
}
