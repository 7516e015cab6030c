// #32: imports run as jobs. 202 with the job's address at once, GET /api/jobs/:id until it ends, the owner's alone;
// a failure names the problem and keeps nothing; a job whose process stopped is failed and its partial event removed.
import { jobRepository } from '@tcg/db';
import { describe, expect, it } from 'vitest';
import { jobRunner } from '../jobRunner.ts';
import { snapshot } from '../eventTestKit.ts';
import { tdfFixture as fixture, unseededCut } from '../tdfTestKit.ts';
import { jobEnd, signUp, useTestApp } from '../testApp.ts';

const XML = { 'content-type': 'application/xml' };

describe('import jobs: POST /api/imports/… answers 202, GET /api/jobs/:id', () => {
  const api = useTestApp();
  const post = (xml: string, cookie?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/imports/tdf',
      headers: { ...XML, ...(cookie ? { cookie } : {}) },
      payload: xml,
    });

  it('answers 202 with the job and its Location, then the job succeeds with the new event, handed to its owner', async () => {
    const accepted = await post(fixture('in-progress.tdf'));
    expect(accepted.statusCode, accepted.body).toBe(202);
    const { jobId } = accepted.json<{ jobId: string }>();
    expect(accepted.headers.location).toBe(`/api/jobs/${jobId}`);
    const job = await jobEnd(api.app, jobId);
    expect(job).toMatchObject({
      status: 'succeeded',
      error: null,
      result: { eventId: expect.any(String), warnings: expect.any(Array) },
    });
    const read = (await api.app.inject({ url: `/api/jobs/${jobId}` })).json<{
      done: number;
      total: number;
      kind: string;
      finishedAt: string;
    }>();
    expect(read).toMatchObject({ kind: 'import.tdf', finishedAt: expect.any(String) });
    expect(read.done).toBe(read.total);
    const { eventId } = job.result as { eventId: string };
    const event = await api.app.inject({ url: `/api/events/${eventId}` });
    expect(event.json()).toMatchObject({ name: 'Pewter City Cup', ownerId: api.organizer.account.id, private: false });
  });

  it('fails a file refused halfway with the error naming the element, keeping no event, player, round or match', async () => {
    const broken = unseededCut();
    const { audit: _audit, ...before } = await snapshot(api.database.db.prisma);
    const events = await api.database.db.prisma.event.count();
    const accepted = await post(broken);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const job = await jobEnd(api.app, accepted.json<{ jobId: string }>().jobId);
    expect(job).toMatchObject({
      status: 'failed',
      result: null,
      error: { code: 'TDF_INVALID', field: 'tournament/pods/pod[1]/rounds/round[4]/matches/match[1]' },
    });
    const { audit: _after, ...after } = await snapshot(api.database.db.prisma);
    expect(after).toEqual(before);
    expect(await api.database.db.prisma.event.count()).toBe(events);
  });

  it('refuses a file it cannot read with 400 at once, queuing no job', async () => {
    const jobs = await api.database.db.prisma.job.count();
    const refused = await post('<tournament><players>');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TDF_INVALID' });
    expect(await api.database.db.prisma.job.count()).toBe(jobs);
  });

  it('shows a job to its owner only: anyone else’s is 404, and signed out 401', async () => {
    const accepted = await post(fixture('registration-only.tdf'));
    const { jobId } = accepted.json<{ jobId: string }>();
    await jobEnd(api.app, jobId);
    const stranger = await signUp(api.app, 'stranger@example.test');
    const other = await api.app.inject({ url: `/api/jobs/${jobId}`, headers: { cookie: stranger.cookie } });
    expect([other.statusCode, other.json().code]).toEqual([404, 'JOB_NOT_FOUND']);
    expect((await api.app.inject({ url: `/api/jobs/${jobId}`, headers: { cookie: '' } })).statusCode).toBe(401);
  });

  it('takes one import at a time per account (429 JOB_LIMIT), another account’s meanwhile', async () => {
    const first = await post(fixture('finalized.tdf'));
    expect(first.statusCode).toBe(202);
    const second = await post(fixture('in-progress.tdf'));
    expect([second.statusCode, second.json().code]).toEqual([429, 'JOB_LIMIT']);
    const colleague = await signUp(api.app, 'colleague@example.test');
    const theirs = await post(fixture('in-progress.tdf'), colleague.cookie);
    expect(theirs.statusCode).toBe(202);
    expect((await jobEnd(api.app, first.json<{ jobId: string }>().jobId)).status).toBe('succeeded');
    expect((await jobEnd(api.app, theirs.json<{ jobId: string }>().jobId, colleague.cookie)).status).toBe('succeeded');
  });

  it('fails a job whose process stopped, removing its partial event, when a runner starts', async () => {
    const { prisma } = api.database.db;
    const owner = api.organizer.account.id;
    // What a process killed halfway leaves: a running job, not heard from since, and its hidden event.
    const event = await prisma.event.create({
      data: { name: 'Half imported', format: 'standard', private: true, ownerId: null },
    });
    const job = await prisma.job.create({
      data: {
        ownerId: owner,
        kind: 'import.tdf',
        status: 'running',
        eventId: event.id,
        heartbeatAt: new Date(Date.now() - 120_000),
      },
    });
    const runner = jobRunner(api.database.db, api.app.log);
    await expect
      .poll(async () => (await api.database.db.transaction((tx) => jobRepository.get(tx, job.id, owner)))?.status)
      .toBe('failed');
    await runner.close();
    expect(await api.database.db.transaction((tx) => jobRepository.get(tx, job.id, owner))).toMatchObject({
      error: { code: 'JOB_INTERRUPTED' },
    });
    expect(await prisma.event.findUnique({ where: { id: event.id } })).toBeNull();
  });

  it('removes a failed job’s partial event in short pieces: a round with its matches, or 500 registrations, per transaction', async () => {
    const { prisma } = api.database.db;
    const event = await prisma.event.create({
      data: { name: 'Half imported, large', format: 'standard', private: true, ownerId: null },
    });
    const players = await prisma.player.createManyAndReturn({
      data: Array.from({ length: 1_200 }, (_, i) => ({
        dciNumber: String(880000 + i),
        firstName: 'Piece',
        lastName: `P${i}`,
      })),
      select: { id: true },
    });
    await prisma.registration.createMany({ data: players.map((p) => ({ eventId: event.id, playerId: p.id })) });
    for (const number of [1, 2]) {
      const round = await prisma.round.create({ data: { eventId: event.id, number, seed: number } });
      await prisma.match.createMany({
        data: Array.from({ length: 600 }, (_, t) => ({
          roundId: round.id,
          tableNumber: t + 1,
          playerAId: players[2 * t]!.id,
          playerBId: players[2 * t + 1]!.id,
        })),
      });
    }
    const job = await prisma.job.create({
      data: { ownerId: api.organizer.account.id, kind: 'import.tdf', status: 'running', eventId: event.id },
    });
    const left = () =>
      Promise.all([
        prisma.round.count({ where: { eventId: event.id } }),
        prisma.registration.count({ where: { eventId: event.id } }),
      ]);
    const pieces: [number, number][] = [];
    while (await api.database.db.transaction((tx) => jobRepository.removePiece(tx, job.id))) pieces.push(await left());
    expect(pieces).toEqual([
      [1, 1_200],
      [0, 1_200],
      [0, 700],
      [0, 200],
      [0, 0],
    ]);
    await api.database.db.transaction((tx) =>
      jobRepository.fail(tx, job.id, { code: 'JOB_INTERRUPTED', message: 'stopped' }),
    );
    expect(await prisma.event.findUnique({ where: { id: event.id } })).toBeNull();
    expect(await prisma.player.count({ where: { id: { in: players.map((p) => p.id) } } })).toBe(0);
    // A finished job is left as it is.
    expect(await api.database.db.transaction((tx) => jobRepository.removePiece(tx, job.id))).toBe(false);
  });
});
