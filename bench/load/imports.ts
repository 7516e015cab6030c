// `npm run load -- --mode import` (#32): imports running as jobs while the venue enters results and reads. The files:
// a TOM file of 4,500 players (the probe's size), the app's own export of the venue's event and a large export (the
// probe's 28 MiB), each sent over HTTP by the organizer and polled to its end.
import { performance } from 'node:perf_hooks';
import type { buildApp } from '@tcg/api';
import type { TestDatabase } from '@tcg/db/testing';
import { writeTdf, type TdfEvent } from '@tcg/domain/tdf';
import { readTdf, tdfFixture } from '../../test/fixtures/tdfFiles.ts';
import { reportRound, seedPlayers } from '../seedEvent.ts';
import { must } from './venue.ts';

export interface ImportFile {
  name: string;
  url: string;
  type: string;
  body: string;
}

export interface ImportRun {
  name: string;
  bytes: number;
  seconds: number;
  status: string;
}

/** A TOM file of `players` entrants in registration, written by the domain's writer from a real file's settings. */
export function bigTdf(players: number): ImportFile {
  const registration = readTdf(tdfFixture('registration-only.tdf'));
  const entrants = Array.from({ length: players }, (_, i) => ({
    userid: String(1_000_000 + i),
    firstName: `First${i}`,
    lastName: `Last${i}`,
    birthYear: 1980 + (i % 30),
    droppedAfterRound: null,
    seed: null,
    order: null,
    firstRound: 1,
  }));
  const event: TdfEvent = {
    ...registration,
    name: `Load Import ${players}`,
    players: entrants,
    pods: [],
    standings: [],
  };
  return {
    name: `TOM file, ${players} players`,
    url: '/api/imports/tdf',
    type: 'application/xml',
    body: writeTdf(event),
  };
}

/**
 * The app's own export of a large event, the largest import (28 MiB): `players` registered and `rounds` Swiss
 * rounds paired, published and played, written into the run's database by `organizer` and exported.
 */
export async function bigExport(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: TestDatabase,
  organizer: Record<string, string>,
  players: number,
  rounds: number,
): Promise<ImportFile> {
  const event = await must<{ id: string }>(app, 'POST', '/api/events', organizer, {
    name: `Load Export ${players}`,
    format: 'modified',
    rounds,
  });
  await seedPlayers(database, event.id, players, '7');
  for (let n = 1; n <= rounds; n++) {
    await must(app, 'POST', `/api/events/${event.id}/rounds`, organizer);
    await must(app, 'POST', `/api/events/${event.id}/rounds/${n}/publish`, organizer);
    await reportRound(database, event.id, n);
  }
  return exportFile(app, event.id, organizer, `export.json, ${players} players, ${rounds} rounds`);
}

/** The app's export of `eventId`, as the file an organizer sends to import it. */
export async function exportFile(
  app: Awaited<ReturnType<typeof buildApp>>,
  eventId: string,
  organizer: Record<string, string>,
  name: string,
): Promise<ImportFile> {
  const exported = await app.inject({ url: `/api/events/${eventId}/export.json`, headers: organizer });
  if (exported.statusCode !== 200)
    throw new Error(`GET export.json answered ${exported.statusCode}: ${exported.body.slice(0, 200)}`);
  return { name, url: '/api/imports/event', type: 'application/json', body: exported.body };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends each file in turn and polls its job to the end: how long each took, and how it ended. */
export async function runImports(base: string, cookie: string, files: ImportFile[]): Promise<ImportRun[]> {
  const runs: ImportRun[] = [];
  for (const file of files) {
    const start = performance.now();
    const sent = await fetch(`${base}${file.url}`, {
      method: 'POST',
      headers: { cookie, 'content-type': file.type },
      body: file.body,
    });
    let status = sent.status === 202 ? 'queued' : `answered ${sent.status}: ${(await sent.text()).slice(0, 200)}`;
    if (sent.status === 202) {
      const location = sent.headers.get('location')!;
      while (status === 'queued' || status === 'running') {
        await pause(500);
        const job = (await (await fetch(`${base}${location}`, { headers: { cookie } })).json()) as {
          status: string;
          error: { message: string } | null;
        };
        status = job.error ? `failed: ${job.error.message}` : job.status;
      }
    }
    runs.push({
      name: file.name,
      bytes: Buffer.byteLength(file.body),
      seconds: (performance.now() - start) / 1000,
      status,
    });
  }
  return runs;
}
