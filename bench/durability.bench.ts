import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@tcg/api';
import { createDb } from '@tcg/db';
import { migrate, startEmbedded } from '@tcg/db/server';
import type { TestDatabase } from '@tcg/db/testing';
import { fmt, measure, type Bench } from './measure.ts';
import { seedPlayers } from './seedEvent.ts';
import { organizerHeaders } from './session.ts';

const RESULTS = 100;
const WARMUP = 3;

/** fs.fsyncSync counted, or counted and skipped: what entering a result costs with and without waiting for the disk. */
function countFsyncs(skip: boolean) {
  const real = fs.fsyncSync;
  let calls = 0;
  fs.fsyncSync = (fd) => {
    calls++;
    if (!skip) real(fd);
  };
  return { calls: () => calls, restore: () => (fs.fsyncSync = real) };
}

// Issue #18, power cuts: a result entered on the embedded database in a data directory (as `npm start` runs it),
// answered only once its WAL is on disk; beside it the same with the syncs skipped, as before.
export const durabilityBench: Bench = {
  name: 'durability',
  async run() {
    const root = mkdtempSync(path.join(tmpdir(), 'tcg-durability-'));
    const embedded = await startEmbedded({ dataDir: path.join(root, 'pglite') });
    await migrate(embedded.url);
    const db = createDb(embedded.url, { max: 1 });
    const database: TestDatabase = { url: embedded.url, db, kind: 'pglite', close: async () => {} };
    const app = await buildApp({ db, writesPerMinute: 1_000_000 });
    try {
      const headers = await organizerHeaders(app);
      const event = (
        await app.inject({
          method: 'POST',
          url: '/api/events',
          headers,
          payload: { name: 'Durability', format: 'unlimited', rounds: 3 },
        })
      ).json<{ id: string }>();
      await seedPlayers(database, event.id, 4 * (RESULTS + WARMUP), '8');
      await app.inject({ method: 'POST', url: `/api/events/${event.id}/rounds`, headers });
      const round = (
        await app.inject({ method: 'POST', url: `/api/events/${event.id}/rounds/1/publish`, headers })
      ).json<{ matches: { id: string; version: number; playerA: { id: string } }[] }>();
      const matches = [...round.matches];
      const enter = async () => {
        const match = matches.pop()!;
        const response = await app.inject({
          method: 'PUT',
          url: `/api/matches/${match.id}/result`,
          headers,
          payload: { version: match.version, games: [{ winner: match.playerA.id }] },
        });
        if (response.statusCode !== 200) throw new Error(`result answered ${response.statusCode}: ${response.body}`);
      };
      const rows = [];
      for (const skip of [false, true]) {
        const fsyncs = countFsyncs(skip);
        try {
          const timing = await measure(enter, RESULTS, WARMUP);
          const perWrite = (fsyncs.calls() / (RESULTS + WARMUP)).toFixed(1);
          rows.push({
            benchmark: skip
              ? 'PUT result, embedded database on disk, fsync skipped (as before #18)'
              : 'PUT result, embedded database on disk (fsync before the answer)',
            size: `${RESULTS} results`,
            result: `median ${fmt(timing.median)} ms, worst ${fmt(timing.worst)} ms; ${perWrite} fsyncs per result${skip ? ' skipped' : ''}`,
            target: skip ? '—' : '≥ 1 fsync per result, report the cost',
          });
        } finally {
          fsyncs.restore();
        }
      }
      return rows;
    } finally {
      await app.close();
      await db.close();
      await embedded.stop();
      rmSync(root, { recursive: true, force: true });
    }
  },
};
