// Standings after any round, recomputed from the stored results under the event's scoring policy.
import type { Of, Standings } from '@tcg/contract';
import { tomOrderOf, tomTieOrder } from '@tcg/domain/tdf';
import { missingTables, standingsAfter, type EventState } from './eventState.ts';

/** The last round whose every result is in (0 before any). */
export function lastCompleteRound(state: EventState): number {
  const complete = state.rounds.filter((r) => r.publishedAt !== null && missingTables(r.matches).length === 0);
  return complete.at(-1)?.number ?? 0;
}

/** The rounds that end some group's Swiss: the event's last, and each group's own. */
const lastSwissRounds = (state: EventState): number[] => [
  state.rounds.length,
  ...(Array.isArray(state.event.groupRounds) ? (state.event.groupRounds as (number | null)[]) : []).flatMap((n) =>
    n === null ? [] : [n],
  ),
];

/**
 * The standings after a round; a finished event imported from TOM orders players tied on every tiebreaker after its
 * last Swiss round (or a group's) as TOM placed them, and says so (`tomOrder`).
 */
function orderedStandings(state: EventState, throughRound: number): Of<typeof Standings> {
  const standings = standingsAfter(state, throughRound);
  const order = tomOrderOf(state.event.tomOrder);
  if (order === null || state.event.status !== 'FINISHED' || !lastSwissRounds(state).includes(throughRound))
    return standings;
  const rows: readonly Of<typeof Standings>['rows'][number][] = standings.rows;
  return {
    ...standings,
    rows: tomTieOrder(
      rows,
      order,
      (row) => row.playerId,
      (row) => row.rank,
    ),
    tomOrder: true,
  };
}

/** In a team event each row is a team (its Player A's id) and carries `teamId`. */
export function standingsView(state: EventState, throughRound: number): Of<typeof Standings> {
  const standings = orderedStandings(state, throughRound);
  if (state.teams.size === 0) return standings;
  return {
    ...standings,
    rows: standings.rows.map((row) => ({ ...row, teamId: state.teams.get(row.playerId)?.teamId })),
  };
}
