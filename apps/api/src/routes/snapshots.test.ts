import { eventSnapshotRepository } from '@tcg/db';
import { describe, expect, it } from 'vitest';
import { eventKit, type RoundOut } from '../eventTestKit.ts';
import { useTestApp, type TestApp } from '../testApp.ts';

interface SnapshotOut {
  id: string;
  round: number;
  takenAt: string;
  size: number;
}
interface PreviewOut extends SnapshotOut {
  loss: { rounds: number[]; results: number; entries: number; drops: number; penalties: number };
  lost: string;
}

/** Every row of the event as its snapshot would hold it, each table's rows in a stable order. */
async function rowsOf(api: TestApp, eventId: string) {
  await api.database.db.transaction((tx) => eventSnapshotRepository.take(tx, eventId, 0));
  const [taken] = await api.database.db.prisma.eventSnapshot.findMany({ where: { eventId, round: 0 } });
  await api.database.db.prisma.eventSnapshot.delete({ where: { id: taken!.id } });
  const { rows, event } = taken!.document as {
    rows: Record<string, { id?: string }[]>;
    event: Record<string, unknown>;
  };
  const sorted = Object.entries(rows).map(([table, list]) => [table, list.map((row) => JSON.stringify(row)).sort()]);
  return { event, rows: Object.fromEntries(sorted) as Record<string, string[]> };
}

describe('snapshots of an event (#18)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const list = (eventId: string) => kit.ok<SnapshotOut[]>('GET', `/api/events/${eventId}/snapshots`);
  const preview = (eventId: string, id: string) => kit.call('GET', `/api/events/${eventId}/snapshots/${id}`);
  const restore = (eventId: string, id: string, confirm: string) =>
    kit.call('POST', `/api/events/${eventId}/snapshots/${id}/restore`, { confirm });

  it('keeps the event as each round is published, and brings it back exactly, naming what is lost', async () => {
    const event = await kit.createEvent({ name: 'Saffron Regionals', rounds: 4 });
    const players = await kit.registerMany(event.id, 8);
    await kit.playRound(event.id);
    expect((await list(event.id)).map((s) => s.round)).toEqual([1]);
    const round2 = await kit.publish(event.id, (await kit.pair(event.id)).number);
    const atRound2 = {
      rounds: await kit.ok('GET', `/api/events/${event.id}/rounds`),
      standings: await kit.standings(event.id),
      players: await kit.ok('GET', `/api/events/${event.id}/players`),
      rows: await rowsOf(api, event.id),
    };

    await kit.reportAll(round2);
    await kit.ok('POST', `/api/events/${event.id}/players/${players[7]!.id}/drop`, { reason: 'train home' });
    await kit.ok('POST', `/api/events/${event.id}/penalties`, {
      playerId: players[0]!.id,
      infraction: 'slowPlay',
      description: 'Took long over every Trainer',
    });
    await kit.playRound(event.id);
    const round1Fix = (await kit.round(event.id, 1)).matches.find((m) => !m.bye)!;
    await kit.ok('PUT', `/api/matches/${round1Fix.id}/result`, {
      version: round1Fix.version,
      games: [{ winner: round1Fix.playerB!.id }],
      reason: 'slip misread',
    });

    const snapshots = await list(event.id);
    expect(snapshots.map((s) => s.round)).toEqual([3, 2, 1]);
    expect(snapshots[1]).toEqual({
      id: expect.any(String),
      round: 2,
      takenAt: expect.any(String),
      size: expect.any(Number),
    });
    const shown = await preview(event.id, snapshots[1]!.id);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    // Round 2's four results, round 3's (seven players left: three matches and a bye, which takes no result) and the correction in round 1.
    const played3 = (await kit.round(event.id, 3)).matches.filter((m) => !m.bye).length;
    expect(shown.body).toMatchObject({
      round: 2,
      loss: { rounds: [3], results: 4 + played3 + 1, entries: 0, drops: 1, penalties: 1 },
    });
    expect((shown.body as unknown as PreviewOut).lost).toBe(
      `round 3, ${4 + played3 + 1} results, 1 drop and 1 penalty entered after round 2 was published`,
    );

    const refused = await restore(event.id, snapshots[1]!.id, 'Saffron');
    expect([refused.status, refused.body]).toEqual([
      400,
      expect.objectContaining({
        code: 'CONFIRMATION_MISMATCH',
        field: 'confirm',
        message: 'Type the event\'s name, "Saffron Regionals", to restore the snapshot.',
      }),
    ]);
    expect((await kit.round(event.id, 3)).number).toBe(3);

    const restored = await restore(event.id, snapshots[1]!.id, 'Saffron Regionals');
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ round: 2, lost: (shown.body as unknown as PreviewOut).lost });
    expect(await kit.ok('GET', `/api/events/${event.id}/rounds`)).toEqual(atRound2.rounds);
    expect(await kit.standings(event.id)).toEqual(atRound2.standings);
    expect(await kit.ok('GET', `/api/events/${event.id}/players`)).toEqual(atRound2.players);
    expect(await rowsOf(api, event.id)).toEqual(atRound2.rows);

    // The audit trail keeps everything, the restore last; the later snapshots stay to go forward again.
    const audit = await kit.audit(event.id);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['round.publish', 'player.drop', 'penalty.record', 'event.restore']),
    );
    expect(audit.at(-1)).toMatchObject({
      action: 'event.restore',
      actor: api.organizer.account.email,
      before: { lost: (shown.body as unknown as PreviewOut).lost },
      after: { round: 2, snapshotId: snapshots[1]!.id },
    });
    expect((await list(event.id)).map((s) => s.round)).toEqual([3, 2, 1]);

    // Play goes on from round 2 as if nothing had happened after it.
    await kit.reportAll(await kit.round(event.id, 2));
    expect((await kit.pair(event.id)).number).toBe(3);
  });

  it('refuses a snapshot of another event, an unknown one, and a damaged one, changing nothing', async () => {
    const event = await kit.createEvent({ name: 'Celadon Cup' });
    const other = await kit.createEvent({ name: 'Fuchsia Cup' });
    await kit.registerMany(event.id, 4);
    await kit.registerMany(other.id, 4);
    await kit.playRound(event.id);
    await kit.playRound(other.id);
    const [theirs] = await list(other.id);
    expect((await preview(event.id, theirs!.id)).body).toMatchObject({ code: 'SNAPSHOT_NOT_FOUND' });
    expect((await restore(event.id, theirs!.id, 'Celadon Cup')).status).toBe(404);

    const [mine] = await list(event.id);
    await api.database.db.prisma
      .$executeRaw`UPDATE "EventSnapshot" SET "document" = jsonb_set("document"::jsonb, '{event,name}', '"Tampered"')::json WHERE "id" = ${mine!.id}::uuid`;
    const before = await rowsOf(api, event.id);
    const damaged = await restore(event.id, mine!.id, 'Celadon Cup');
    expect([damaged.status, damaged.body]).toEqual([409, expect.objectContaining({ code: 'SNAPSHOT_DAMAGED' })]);
    expect((await preview(event.id, mine!.id)).status).toBe(409);
    expect(await rowsOf(api, event.id)).toEqual(before);
  });

  it('takes one as the top cut is made; an earlier one brings back the Swiss rounds without the cut', async () => {
    const event = await kit.createEvent({ name: 'Cinnabar Open', rounds: 2 });
    await kit.registerMany(event.id, 8);
    await kit.playRound(event.id);
    const round2 = await kit.publish(event.id, (await kit.pair(event.id)).number);
    const atRound2 = { rows: await rowsOf(api, event.id), standings: await kit.standings(event.id) };
    await kit.reportAll(round2);
    await kit.ok('POST', `/api/events/${event.id}/cut`, { size: 4 });
    const [cut, second] = await list(event.id);
    expect([cut!.round, second!.round]).toEqual([3, 2]);
    await kit.reportAll(await kit.round(event.id, 3));

    expect(((await preview(event.id, cut!.id)).body as unknown as PreviewOut).loss).toEqual({
      rounds: [],
      results: 2,
      entries: 0,
      drops: 0,
      penalties: 0,
    });
    const back = await restore(event.id, second!.id, 'Cinnabar Open');
    expect(back.body).toMatchObject({ loss: { rounds: [3, 4], results: 6 } });
    expect((await kit.ok<{ cut: unknown }>('GET', `/api/events/${event.id}/bracket`)).cut).toBeNull();
    expect(await kit.standings(event.id)).toEqual(atRound2.standings);
    expect(await rowsOf(api, event.id)).toEqual(atRound2.rows);
  });

  it('takes one as each pod-play round is seated, and restores its tables', async () => {
    const event = await kit.ok<{ id: string }>('POST', '/api/events', {
      name: 'Pod Night',
      format: 'unlimited',
      type: 'pods',
      tableSize: 4,
      scoring: { by: 'place', points: [4, 2, 1, 0] },
    });
    await kit.registerMany(event.id, 8);
    const first = await kit.ok<{ tables: { id: string; seats: string[]; version: number }[] }>(
      'POST',
      `/api/events/${event.id}/rounds`,
    );
    const seated = await rowsOf(api, event.id);
    for (const table of first.tables) {
      await kit.ok('PUT', `/api/tables/${table.id}/result`, {
        version: table.version,
        places: Object.fromEntries(table.seats.map((id, i) => [id, i + 1])),
      });
    }
    await kit.ok('POST', `/api/events/${event.id}/rounds`);
    const snapshots = await list(event.id);
    expect(snapshots.map((s) => s.round)).toEqual([2, 1]);
    const back = await restore(event.id, snapshots[1]!.id, 'Pod Night');
    expect(back.body).toMatchObject({
      loss: { rounds: [2], results: 2 },
      lost: 'round 2 and 2 results entered after round 1 was published',
    });
    expect(await rowsOf(api, event.id)).toEqual(seated);
    expect(seated.rows.PlayTableSeat).toHaveLength(8);
  });
});

describe('snapshot retention (#18)', () => {
  const api = useTestApp({ snapshotsPerEvent: 2 });
  const kit = eventKit(() => api.app);

  it('keeps the newest SNAPSHOTS_PER_EVENT of each event', async () => {
    const event = await kit.createEvent({ rounds: 4 });
    await kit.registerMany(event.id, 8);
    const rounds: RoundOut[] = [];
    for (let i = 0; i < 4; i++) rounds.push(await kit.playRound(event.id));
    expect((await kit.ok<SnapshotOut[]>('GET', `/api/events/${event.id}/snapshots`)).map((s) => s.round)).toEqual([
      4, 3,
    ]);
    expect(await api.database.db.prisma.eventSnapshot.count({ where: { eventId: event.id } })).toBe(2);
  });

  it('stores the document as one line of JSON, as the installation backup keeps each row on a line of its own', async () => {
    const event = await kit.createEvent({ name: 'Cinnabar Cup', rounds: 3 });
    await kit.registerMany(event.id, 4);
    await kit.playRound(event.id);
    const [stored] = await api.database.db.prisma.$queryRaw<{ text: string }[]>`
      SELECT "document"::text AS text FROM "EventSnapshot" WHERE "eventId" = ${event.id}::uuid`;
    expect(stored!.text).not.toMatch(/[\r\n]/);
    expect((JSON.parse(stored!.text) as { rows: { Registration: unknown[] } }).rows.Registration).toHaveLength(4);
  });
});

describe('no snapshots (#18)', () => {
  const api = useTestApp({ snapshotsPerEvent: 0 });
  const kit = eventKit(() => api.app);

  it('takes none with SNAPSHOTS_PER_EVENT=0', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await kit.playRound(event.id);
    expect(await kit.ok('GET', `/api/events/${event.id}/snapshots`)).toEqual([]);
  });
});
