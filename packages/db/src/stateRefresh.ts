// A cached event state brought up to the event's current version: results patched in, anything else loaded again.
import { loadEventState, type EventState, type StoredRound } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { MatchWithGames } from './records.ts';
import { eventVersion } from './liveChanges.ts';
import { TX_OPTIONS, type Tx } from './transaction.ts';

/** An event's state and the version it holds: every change the event's version `version` counts is in it. */
export interface VersionedState {
  version: number;
  state: EventState;
}

/** The matches whose result changed since `since`, or null when anything else the state holds changed too. */
async function resultsChangedSince(
  tx: Tx,
  eventId: string,
  since: number,
): Promise<{ version: number; matchIds: string[] } | null> {
  const rows = await tx.$queryRaw<{ version: number; structure: number; matchId: string | null }[]>`
    SELECT v."version", v."structure", c."matchId"::text AS "matchId"
    FROM "EventVersion" v LEFT JOIN "MatchChange" c ON c."eventId" = v."eventId" AND c."version" > ${since}
    WHERE v."eventId" = ${eventId}::uuid`;
  const [first] = rows;
  if (!first || first.structure > since) return null;
  return { version: first.version, matchIds: rows.flatMap((r) => (r.matchId ? [r.matchId] : [])) };
}

/** `kept` with the results changed since it was read; null when more than results changed. */
export async function patched(tx: Tx, eventId: string, kept: VersionedState): Promise<VersionedState | null> {
  const changes = await resultsChangedSince(tx, eventId, kept.version);
  if (!changes) return null;
  if (changes.version === kept.version) return kept;
  const matches = await tx.match.findMany({ where: { id: { in: changes.matchIds } }, include: { games: true } });
  const state = withMatches(kept.state, matches);
  return state && { version: changes.version, state };
}

/** The state with `changed` in place of the matches of the same id (a new state: `state` is shared by views being built); null when one is not in it. */
function withMatches(state: EventState, changed: readonly MatchWithGames[]): EventState | null {
  const byId = new Map(changed.map((m) => [m.id, m]));
  let found = 0;
  const patch = (rounds: StoredRound[]) =>
    rounds.map((round) => {
      if (!round.matches.some((m) => byId.has(m.id))) return round;
      return { ...round, matches: round.matches.map((m) => (byId.has(m.id) ? (found++, byId.get(m.id)!) : m)) };
    });
  const patched = { ...state, rounds: patch(state.rounds), cutRounds: patch(state.cutRounds) };
  return found === byId.size ? patched : null;
}

/**
 * The event's state at its current version, read in one snapshot. From `kept` when only results changed since it was
 * read (the matches the triggers noted, with their games), else loaded whole: a result costs a few rows, not the event.
 */
export function refreshEventState(
  prisma: PrismaClient,
  eventId: string,
  kept?: VersionedState,
): Promise<VersionedState> {
  return prisma.$transaction(
    async (tx) =>
      (kept && (await patched(tx, eventId, kept))) || {
        version: await eventVersion(tx, eventId),
        state: await loadEventState(tx, eventId),
      },
    { ...TX_OPTIONS, isolationLevel: 'RepeatableRead' },
  );
}
