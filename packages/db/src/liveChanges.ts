// Changes the database announces (triggers of migration 20261215100000_live) and the version that keys cached reads.
import { LiveChange, type Of } from '@tcg/api/schemas';
import pg from 'pg';
import { decode } from './corruptData.ts';
import type { Tx } from './transaction.ts';

export const LIVE_CHANNEL = 'tcg_live';
const RECONNECT_MS = 1_000;

export type Change = Of<typeof LiveChange>;
export type ChangeListener = (change: Change) => void;

export interface ChangeFeed {
  /** Calls `listener` for every change committed by any process on this database; returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void;
  /** Resolves once the feed is listening, so a page told it is connected misses nothing after that. */
  listening(): Promise<void>;
  close(): Promise<void>;
}

/** The event's version: bumped once by every transaction that changes what its pages show (0 before any change). */
export async function eventVersion(client: Tx, eventId: string): Promise<number> {
  const rows = await client.$queryRaw<{ version: number }[]>`SELECT "version" FROM "EventVersion" WHERE "eventId" = ${eventId}::uuid`;
  return rows[0]?.version ?? 0;
}

/**
 * LISTENs on a dedicated connection, reconnecting when it drops. PostgreSQL delivers notifications to it. The embedded
 * database has one backend for every connection and hands a notification to the connection whose commit raised it,
 * so the pool's connections are heard too (on PostgreSQL they never LISTEN and so never receive any).
 */
export function changeFeed(url: string, pool: pg.Pool): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heard: () => void = () => {};
  const listening = new Promise<void>((resolve) => (heard = resolve));

  const deliver = (message: pg.Notification) => {
    if (message.channel !== LIVE_CHANNEL || !message.payload) return;
    const change = decode(LiveChange, JSON.parse(message.payload), 'live change');
    for (const each of listeners) each(change);
  };
  pool.on('connect', (client) => client.on('notification', deliver));

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    listener = client;
    let dropped = false;
    const reconnect = () => {
      if (dropped) return;
      dropped = true;
      client.removeAllListeners();
      client.on('error', () => {});
      if (listener === client) listener = null;
      if (closed) return;
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RECONNECT_MS);
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', deliver);
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      heard();
    } catch {
      reconnect();
      await client.end().catch(() => {});
    }
  };

  return {
    subscribe(each) {
      listeners.add(each);
      if (!listener && !retry && !closed) void connect();
      return () => listeners.delete(each);
    },
    listening: () => listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
    },
  };
}
