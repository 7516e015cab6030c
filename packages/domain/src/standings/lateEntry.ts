// Registration (DCI Universal Tournament Rules): a late entrant loses each round paired before they entered.
import type { StandingsEntry } from './types.ts';

/** A match loss (0–2 in games, no opponent) for every round before `lateEntryRound`, up to `throughRound`. */
export function lateEntryLosses(
  players: readonly { playerId: string; lateEntryRound: number }[],
  throughRound: number,
): StandingsEntry[] {
  return players.flatMap(({ playerId, lateEntryRound }) =>
    Array.from({ length: Math.max(0, Math.min(lateEntryRound, throughRound + 1) - 1) }, (_, i): StandingsEntry => ({
      round: i + 1,
      kind: 'lateEntryLoss',
      playerId,
    })),
  );
}
