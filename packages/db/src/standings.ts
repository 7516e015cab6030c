// Standings after any round, recomputed from the stored results under the event's scoring policy.
import type { Of, Standings } from '@tcg/api/schemas';
import { missingTables, standingsAfter, type EventState } from './eventState.ts';

/** The last round whose every result is in (0 before any). */
export function lastCompleteRound(state: EventState): number {
  const complete = state.rounds.filter((r) => r.publishedAt !== null && missingTables(r.matches).length === 0);
  return complete.at(-1)?.number ?? 0;
}

/** In a team event each row is a team (its Player A's id) and carries `teamId`. */
export function standingsView(state: EventState, throughRound: number): Of<typeof Standings> {
  const standings = standingsAfter(state, throughRound);
  if (state.teams.size === 0) return standings;
  return { ...standings, rows: standings.rows.map((row) => ({ ...row, teamId: state.teams.get(row.playerId)?.teamId })) };
}
