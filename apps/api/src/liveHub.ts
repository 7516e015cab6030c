// One subscription to the database's changes per API process, fanned out to the event streams connected to it.
import type { Change, Db } from '@tcg/db';

export interface LiveClient {
  send(change: Change): void;
  /** Ends the stream: the server is closing. */
  end(): void;
}

export interface LiveHub {
  /** Calls `client` with every change of the event until the returned function is called. */
  join(eventId: string, client: LiveClient): () => void;
  /** Resolves once this process hears the database's changes (at most a few seconds' wait). */
  listening(): Promise<void>;
  /** Streams connected to this process, for the log and the benchmarks. */
  size(): number;
  /** Ends every stream (before the server closes, which waits for open connections); a stream joining later is ended at once. */
  endAll(): void;
}

const LISTEN_WAIT_MS = 5_000;

export function liveHub(db: Db): LiveHub {
  const byEvent = new Map<string, Set<LiveClient>>();
  let unsubscribe: (() => void) | null = null;
  let connected = 0;
  // Once the server closes, a stream still on its way in (a page reconnecting with Last-Event-ID) must not stay open.
  let ended = false;

  const fanOut = (change: Change) => {
    for (const client of byEvent.get(change.eventId) ?? []) client.send(change);
  };

  return {
    join(eventId, client) {
      if (ended) {
        client.end();
        return () => {};
      }
      unsubscribe ??= db.changes.subscribe(fanOut);
      const clients = byEvent.get(eventId) ?? new Set<LiveClient>();
      byEvent.set(eventId, clients.add(client));
      connected += 1;
      return () => {
        connected -= 1;
        clients.delete(client);
        if (clients.size === 0) byEvent.delete(eventId);
      };
    },
    listening() {
      unsubscribe ??= db.changes.subscribe(fanOut);
      return Promise.race([
        db.changes.listening(),
        new Promise<void>((resolve) => setTimeout(resolve, LISTEN_WAIT_MS).unref()),
      ]);
    },
    size: () => connected,
    endAll() {
      ended = true;
      for (const clients of byEvent.values()) for (const client of clients) client.end();
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
