// The round being played and its tables still without a result: where judge calls and deck checks happen (216).
import type { EventState } from '@tcg/db';

/** The last published round (Swiss or top cut) and its matches still being played. */
export function tablesInPlay(state: EventState) {
  const round = [...state.rounds, ...state.cutRounds]
    .filter((r) => r.publishedAt !== null)
    .sort((a, b) => a.number - b.number)
    .at(-1);
  const playing =
    round?.matches.filter((m) => m.playerBId !== null && m.outcome === null && m.tableNumber !== null) ?? [];
  return { round: round?.number ?? 0, playing, tables: playing.map((m) => m.tableNumber!) };
}
