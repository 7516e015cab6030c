// Issue #18, power cuts: what a result entered through the API costs in syncs on the embedded database on disk, as
// `npm start` runs it (the in-memory database of the other tests never syncs).
import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '@tcg/db';
import { migrate, startEmbedded, type EmbeddedDatabase } from '@tcg/db/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { eventKit, type MatchOut, type RoundOut } from './eventTestKit.ts';
import { signUp, type TestApi } from './testApp.ts';

/** How many times `act` synced a file to disk (fs.fsyncSync, as durableNodeFs calls it). */
async function syncsOf(act: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(fs, 'fsyncSync');
  try {
    await act();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('syncs per result on the embedded database on disk (#18)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tcg-syncs-'));
  let embedded: EmbeddedDatabase;
  let db: Db;
  let app: TestApi;
  let round: RoundOut;
  beforeAll(async () => {
    embedded = await startEmbedded({ dataDir: path.join(root, 'data') });
    await migrate(embedded.url);
    db = createDb(embedded.url, { max: 1 });
    app = await buildApp({ db, writesPerMinute: 1_000 });
    const { cookie } = await signUp(app, 'syncs@example.test');
    const inject = app.inject.bind(app);
    app.inject = ((options: object) => inject({ ...options, headers: { cookie } })) as TestApi['inject'];
    const kit = eventKit(app);
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 8);
    round = await kit.publish(event.id, (await kit.pair(event.id)).number);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await embedded.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const enter = (match: MatchOut, version = match.version) =>
    app.inject({
      method: 'PUT',
      url: `/api/matches/${match.id}/result`,
      payload: { version, games: [{ winner: match.playerA.id }] },
    });

  it('syncs once per result entered: the write limit’s count reaches the disk with it', async () => {
    const perResult = [];
    for (const match of round.matches.slice(0, 3)) {
      perResult.push(
        await syncsOf(async () => {
          expect((await enter(match)).statusCode).toBe(200);
        }),
      );
    }
    expect(perResult).toEqual([1, 1, 1]);
  });

  /** How far the log is written, and how far it is on disk. */
  const wal = async () =>
    (
      await db.prisma.$queryRaw<{ written: string; synced: string }[]>`
    SELECT (pg_current_wal_insert_lsn() - '0/0')::text AS "written", (pg_current_wal_flush_lsn() - '0/0')::text AS "synced"`
    )[0]!;

  it('a refused result syncs nothing: its count reaches the disk with the next write', async () => {
    const match = round.matches.at(-1)!;
    expect(
      await syncsOf(async () => {
        expect((await enter(match, match.version + 1)).json()).toMatchObject({ code: 'VERSION_CONFLICT' });
      }),
    ).toBe(0);
    const counted = await wal();
    expect(BigInt(counted.synced)).toBeLessThan(BigInt(counted.written));
    expect(await syncsOf(async () => expect((await enter(match)).statusCode).toBe(200))).toBe(1);
    expect(BigInt((await wal()).synced)).toBeGreaterThanOrEqual(BigInt(counted.written));
  });
});
