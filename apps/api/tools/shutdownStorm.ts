// Issue 32 item 2: a stop that always ends. Starts the real server, opens live streams, then at the moment of SIGTERM
// sends a storm of pages reconnecting with Last-Event-ID and a large write in flight; measures how long the exit takes
// and whether the next start on the same data succeeds. Used by server.test.ts (a few tries) and scripts/shutdownStorm.ts (20).
import { freePort, startServer, waitForHealth, type ServerProcess } from '../src/serverProcess.ts';

export interface StormResult {
  exitCode: number | null;
  exitMs: number;
  /** The write in flight at SIGTERM: its status, or the network error it ended with. */
  write: string;
  nextStartOk: boolean;
  /** The server's log lines after the signal. */
  log: string;
}

const RECONNECTS = 40;

async function organizerEvent(port: number): Promise<{ cookie: string; eventId: string }> {
  const base = `http://127.0.0.1:${port}/api`;
  const json = { 'content-type': 'application/json' };
  const credentials = JSON.stringify({ email: 'venue@example.test', password: 'a long venue password', name: 'Venue' });
  // The first start sets the installation up; a later one on the same data signs in.
  const setup = await fetch(`${base}/auth/setup`, { method: 'POST', headers: json, body: credentials });
  const session =
    setup.status === 201
      ? setup
      : await fetch(`${base}/auth/login`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: 'venue@example.test', password: 'a long venue password' }),
        });
  const cookie = session.headers.getSetCookie()[0]!.split(';')[0]!;
  const created = await fetch(`${base}/events`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ name: `Storm ${Date.now()}`, format: 'unlimited' }),
  });
  return { cookie, eventId: ((await created.json()) as { id: string }).id };
}

/** A stream read to its end (or until `signal`): what a browser's EventSource does before it reconnects. */
async function stream(url: string, lastEventId: string | null, signal: AbortSignal): Promise<void> {
  try {
    const response = await fetch(url, { headers: lastEventId ? { 'last-event-id': lastEventId } : {}, signal });
    for await (const _chunk of response.body ?? []) void _chunk;
  } catch {}
}

/**
 * One try: `env` picks the database (TCG_DATA_DIR or DATABASE_URL); `SHUTDOWN_TIMEOUT_MS` bounds the wait. `players`
 * sizes the write in flight (a bulk registration): small, it finishes before the exit; large, the deadline cuts it.
 */
export async function stormAtShutdown(env: Record<string, string>, players = 10): Promise<StormResult> {
  const port = await freePort();
  const server = startServer({ ...env, API_PORT: String(port) });
  try {
    await waitForHealth(port, server);
    const { cookie, eventId } = await organizerEvent(port);
    const live = `http://127.0.0.1:${port}/api/events/${eventId}/live`;
    const stop = new AbortController();
    const open = Array.from({ length: 10 }, () => stream(live, null, stop.signal));
    const entries = Array.from({ length: players }, (_, i) => ({
      dciNumber: String(900000 + i),
      firstName: 'Storm',
      lastName: `Player${i}`,
    }));
    const write = fetch(`http://127.0.0.1:${port}/api/events/${eventId}/players/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ players: entries }),
      signal: stop.signal,
    }).then(
      (r) => String(r.status),
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    const storm = Array.from({ length: RECONNECTS }, () => stream(live, '1', stop.signal));
    // SIGTERM once the server has the write (it logs each request as it comes in), while the storm is still arriving.
    for (let i = 0; i < 200 && !server.output().includes('/players/bulk'); i++)
      await new Promise((r) => setTimeout(r, 10));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const logBefore = server.output().length;
    const exitCode = await server.exited;
    const exitMs = Date.now() - signalledAt;
    stop.abort();
    await Promise.all([...open, ...storm]);
    return {
      exitCode,
      exitMs,
      write: await write,
      nextStartOk: await startsAgain(env),
      log: server.output().slice(logBefore),
    };
  } finally {
    server.child.kill('SIGKILL');
  }
}

async function startsAgain(env: Record<string, string>): Promise<boolean> {
  const port = await freePort();
  const again: ServerProcess = startServer({ ...env, API_PORT: String(port) });
  try {
    await waitForHealth(port, again);
    again.child.kill('SIGTERM');
    return (await again.exited) === 0;
  } catch {
    return false;
  } finally {
    again.child.kill('SIGKILL');
  }
}
