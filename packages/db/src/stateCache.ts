// Event states this process holds, each at a version (#33): the views readers share are built from them, and a write
// under the event's lock starts from the one at the event's current version instead of loading the event again.
import { loadEventState, type EventState } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { patched, refreshEventState, type VersionedState } from './stateRefresh.ts';
import { eventVersion } from './liveChanges.ts';
import { lockEvent, type Tx } from './transaction.ts';

export interface StateCache {
  /** The state holding `version` (a newer one will do): the one kept, brought up to date from the database when older. */
  at(eventId: string, version: number): Promise<EventState>;
  /** The newest state kept of the event, once read. */
  latest(eventId: string): VersionedState | undefined;
  /** Keeps the state a committed transaction left the event in, unless a newer one is kept. */
  keep(eventId: string, versioned: VersionedState): void;
}

interface Entry {
  version: number;
  state: Promise<VersionedState>;
  settled?: VersionedState;
}

/** The newest `capacity` events' states, each refreshed on demand from the one before it (results patched in). */
export function stateCache(prisma: PrismaClient, capacity = 16): StateCache {
  const states = new Map<string, Entry>();
  const put = (eventId: string, entry: Entry) => {
    states.delete(eventId);
    states.set(eventId, entry);
    if (states.size > capacity) states.delete(states.keys().next().value!);
  };

  return {
    at(eventId, version) {
      const kept = states.get(eventId);
      if (kept && kept.version >= version) return kept.state.then((s) => s.state);
      const previous = kept?.state.catch(() => undefined) ?? Promise.resolve(undefined);
      const entry: Entry = { version, state: previous.then((last) => refreshEventState(prisma, eventId, last)) };
      entry.state.then(
        (s) => ((entry.version = Math.max(entry.version, s.version)), (entry.settled = s)),
        () => states.get(eventId) === entry && states.delete(eventId),
      );
      put(eventId, entry);
      return entry.state.then((s) => s.state);
    },
    latest: (eventId) => states.get(eventId)?.settled,
    keep(eventId, versioned) {
      const kept = states.get(eventId);
      if (kept && kept.version >= versioned.version) return;
      put(eventId, { version: versioned.version, state: Promise.resolve(versioned), settled: versioned });
    },
  };
}

/**
 * Locks the event and answers its state, the start of a change to its rounds: the one kept when it is at the event's
 * version, or with the results entered since patched in, else loaded whole. Under the lock nothing else can change it.
 */
export async function lockedEventState(tx: Tx, eventId: string, states: StateCache): Promise<EventState> {
  await lockEvent(tx, eventId);
  const kept = states.latest(eventId);
  const version = await eventVersion(tx, eventId);
  if (kept?.version === version) return kept.state;
  const refreshed = kept && kept.version < version ? await patched(tx, eventId, kept) : null;
  return refreshed?.state ?? (await loadEventState(tx, eventId));
}
