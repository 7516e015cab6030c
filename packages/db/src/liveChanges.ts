// Changes the database announces (triggers of migration 20261215100000_live) and the version that keys cached reads.
import { LiveChange, type Of, VersionChange } from '@tcg/contract';
import pg from 'pg';
import { decode } from './corruptData.ts';
import type { Tx } from './transaction.ts';

export const LIVE_CHANNEL = 'tcg_live';
export const VERSION_CHANNEL = 'tcg_version';
const RECONNECT_MS = 1_000;

/** A change of one kind, or any change of the event (`version`, heard on tcg_version). */
export type Change = Of<typeof LiveChange> | (Of<typeof VersionChange> & { kind: 'version' });
export type ChangeListener = (change: Change) => void;

export interface ChangeFeed {
  /** Calls `listener` for every change committed by any process on this database; returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void;
  /** Resolves once the feed is listening, so a page told it is connected misses nothing after that. */
  listening(): Promise<void>;
  /** The event's version as last heard or read, while the feed is listening (undefined otherwise: read it). */
  knownVersion(eventId: string): number | undefined;
  /** Keeps a version read from the database (the newest of what was read and heard wins). */
  remember(eventId: string, version: number): void;
  close(): Promise<void>;
}

/** The event's version: bumped once by every transaction that changes what its pages show (0 before any change). */
export async function eventVersion(client: Tx, eventId: string): Promise<number> {
  const rows = await client.$queryRaw<
    { version: number }[]
  >`SELECT "version" FROM "EventVersion" WHERE "eventId" = ${eventId}::uuid`;
  return rows[0]?.version ?? 0;
}

/**
 * The versions this transaction bumped (none when it wrote nothing): kept once it commits, so a page read through this
 * instance right after a write shows it, even before PostgreSQL delivers the notification on the LISTEN connection.
 */
export const versionsBumped = (tx: Tx) =>
  tx.$queryRaw<
    { eventId: string; version: number }[]
  >`SELECT "eventId"::text AS "eventId", "version" FROM "EventVersion" WHERE "txid" = txid_current_if_assigned()`;

/**
 * LISTENs on a dedicated connection, reconnecting when it drops (and forgetting the versions it knew, since it may
 * have missed some). PostgreSQL delivers notifications to it. The embedded database has one backend for every
 * connection and hands a notification to the connection whose commit raised it, so the pool's connections are heard
 * too (on PostgreSQL they never LISTEN and so never receive any).
 */
export function changeFeed(url: string, pool: pg.Pool): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  const versions = new Map<string, number>();
  let listener: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heard: () => void = () => {};
  const listening = new Promise<void>((resolve) => (heard = resolve));

  const remember = (eventId: string, version: number) => {
    if (connected && version > (versions.get(eventId) ?? -1)) versions.set(eventId, version);
  };
  const deliver = (message: pg.Notification) => {
    if (!message.payload) return;
    if (message.channel === VERSION_CHANNEL) {
      const { eventId, version } = decode(VersionChange, JSON.parse(message.payload), 'version change');
      remember(eventId, version);
      for (const each of listeners) each({ eventId, kind: 'version', version });
    } else if (message.channel === LIVE_CHANNEL) {
      const change = decode(LiveChange, JSON.parse(message.payload), 'live change');
      for (const each of listeners) each(change);
    }
  };
  pool.on('connect', (client) => client.on('notification', deliver));

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    listener = client;
    let dropped = false;
    const reconnect = () => {
      if (dropped) return;
      dropped = true;
      connected = false;
      versions.clear();
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
      await client.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${VERSION_CHANNEL}`);
      connected = !dropped;
      heard();
    } catch {
      reconnect();
      await client.end().catch(() => {});
    }
  };
  const start = () => {
    if (!listener && !retry && !closed) void connect();
  };

  return {
    subscribe(each) {
      listeners.add(each);
      start();
      return () => listeners.delete(each);
    },
    listening() {
      start();
      return listening;
    },
    knownVersion(eventId) {
      start();
      return connected ? versions.get(eventId) : undefined;
    },
    remember,
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
    },
  };
}
