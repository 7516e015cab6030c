import { describe, expect, it } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

interface ClockOut {
  round: number | null;
  status: string;
  endsAt: string | null;
  serverNow: string;
  extensions: { table: number; minutes: number }[];
}
interface FoundOut {
  matches: {
    playerId: string;
    name: string;
    round: number;
    table: number | null;
    opponent: string | null;
    seat: string | null;
    endsAt: string | null;
  }[];
}

const MIN = 60_000;
/** Time left on the clock as the server saw it. */
const left = (clock: ClockOut) => Date.parse(clock.endsAt!) - Date.parse(clock.serverNow);

describe('The round clock and Find my table (212, 216)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  it('reads the clock before any round, then starts, pauses, resumes and adds time, with per-table extensions', async () => {
    const event = await kit.createEvent({ roundMinutes: 40 });
    const clockUrl = `/api/events/${event.id}/clock`;
    expect(await kit.ok<ClockOut>('GET', clockUrl)).toMatchObject({
      round: null,
      status: 'not-started',
      endsAt: null,
      extensions: [],
    });
    await kit.registerMany(event.id, 5);
    await kit.pair(event.id);
    expect(await kit.ok<ClockOut>('GET', clockUrl)).toMatchObject({ round: null, status: 'not-started' });
    const round = await kit.publish(event.id, 1);
    expect(await kit.ok<ClockOut>('GET', clockUrl)).toMatchObject({ round: 1, status: 'not-started', endsAt: null });

    const timer = `/api/events/${event.id}/rounds/1/timer`;
    expect((await kit.call('POST', `${timer}/pause`)).body).toMatchObject({
      code: 'CLOCK_NOT_RUNNING',
      section: '212',
    });
    expect((await kit.call('POST', `${timer}/add`, { minutes: 5 })).body).toMatchObject({ code: 'CLOCK_NOT_STARTED' });
    await kit.ok('POST', timer);
    const running = await kit.ok<ClockOut>('GET', clockUrl);
    expect(running).toMatchObject({ round: 1, status: 'running' });
    expect(left(running)).toBeGreaterThan(39 * MIN);
    expect(left(running)).toBeLessThanOrEqual(40 * MIN);

    expect((await kit.call('POST', `${timer}/resume`)).status).toBe(409);
    const paused = await kit.ok<{ clock: string }>('POST', `${timer}/pause`);
    expect(paused.clock).toBe('paused');
    expect((await kit.call('POST', `${timer}/pause`)).body).toMatchObject({ code: 'CLOCK_NOT_RUNNING' });
    const whilePaused = await kit.ok<ClockOut>('GET', clockUrl);
    expect(whilePaused.status).toBe('paused');
    expect(left(whilePaused)).toBeLessThanOrEqual(40 * MIN);

    const added = await kit.ok<{ addedMinutes: number; clock: string }>('POST', `${timer}/add`, { minutes: 5 });
    expect(added).toMatchObject({ addedMinutes: 5, clock: 'paused' });
    expect((await kit.ok<{ clock: string }>('POST', `${timer}/resume`)).clock).toBe('running');
    const after = await kit.ok<ClockOut>('GET', clockUrl);
    expect(left(after)).toBeGreaterThan(44 * MIN);
    expect(left(after)).toBeLessThanOrEqual(45 * MIN);

    const bad = await kit.call('POST', `${timer}/add`, { minutes: 0 });
    expect(bad.status).toBe(400);
    expect(await kit.ok<ClockOut>('GET', clockUrl)).toMatchObject({ endsAt: after.endsAt });

    const table = round.matches.find((m) => !m.bye)!;
    await kit.ok('PUT', `/api/matches/${table.id}/extension`, { minutes: 3 });
    expect((await kit.ok<ClockOut>('GET', clockUrl)).extensions).toEqual([{ table: table.table, minutes: 3 }]);
    // Every result in: the round is finished and no screen counts it down any more.
    await kit.reportAll(await kit.round(event.id, 1));
    expect(await kit.ok<ClockOut>('GET', clockUrl)).toMatchObject({ round: 1, status: 'finished' });
    const audit = await kit.ok<{ action: string }[]>('GET', `/api/events/${event.id}/audit`);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['round.timer', 'round.timer.pause', 'round.timer.resume', 'round.timer.add']),
    );

    const unknown = await kit.call('GET', '/api/events/00000000-0000-4000-8000-000000000000/clock');
    expect(unknown.status).toBe(404);
  });

  it('finds a player’s table by name or DCI number in the latest published round, the bye without table', async () => {
    const event = await kit.createEvent();
    const url = (q: string) => `/api/events/${event.id}/find?q=${encodeURIComponent(q)}`;
    const players = await kit.registerMany(event.id, 3);
    expect(await kit.ok<FoundOut>('GET', url(players[0]!.lastName))).toEqual({ matches: [] });
    const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
    await kit.ok('POST', `/api/events/${event.id}/rounds/1/timer`);
    const table = round.matches.find((m) => !m.bye)!;
    await kit.ok('PUT', `/api/matches/${table.id}/extension`, { minutes: 2 });
    const clock = await kit.ok<ClockOut>('GET', `/api/events/${event.id}/clock`);

    const b = players.find((p) => p.id === table.playerB!.id)!;
    const found = await kit.ok<FoundOut>('GET', url(b.lastName.toUpperCase()));
    expect(found.matches).toEqual([
      {
        playerId: b.id,
        name: table.playerB!.name,
        round: 1,
        table: table.table,
        opponent: table.playerA.name,
        seat: 'B',
        endsAt: new Date(Date.parse(clock.endsAt!) + 2 * MIN).toISOString(),
      },
    ]);
    expect((await kit.ok<FoundOut>('GET', url(b.dciNumber))).matches.map((m) => m.playerId)).toEqual([b.id]);
    expect((await kit.ok<FoundOut>('GET', url(b.dciNumber.slice(0, 2)))).matches).toHaveLength(3);

    const bye = round.matches.find((m) => m.bye)!;
    const byeFound = await kit.ok<FoundOut>('GET', url(players.find((p) => p.id === bye.playerA.id)!.dciNumber));
    expect(byeFound.matches).toEqual([
      {
        playerId: bye.playerA.id,
        name: bye.playerA.name,
        round: 1,
        table: null,
        opponent: null,
        seat: null,
        endsAt: clock.endsAt,
      },
    ]);
    expect(await kit.ok<FoundOut>('GET', url('Nobody'))).toEqual({ matches: [] });
    expect((await kit.call('GET', `/api/events/${event.id}/find`)).status).toBe(400);
  });

  it('finds a player’s table in the round asked, played or not, and says so of a round not paired', async () => {
    const event = await kit.createEvent();
    const players = await kit.registerMany(event.id, 4);
    const first = await kit.playRound(event.id);
    await kit.publish(event.id, (await kit.pair(event.id)).number);
    const player = players[0]!;
    const url = (round: number) => `/api/events/${event.id}/find?q=${player.dciNumber}&round=${round}`;
    const table = first.matches.find((m) => m.playerA.id === player.id || m.playerB?.id === player.id)!;
    expect((await kit.ok<FoundOut>('GET', url(1))).matches).toMatchObject([
      { playerId: player.id, round: 1, table: table.table },
    ]);
    expect((await kit.ok<FoundOut>('GET', url(2))).matches).toMatchObject([{ playerId: player.id, round: 2 }]);
    const unpaired = await kit.call('GET', url(3));
    expect(unpaired.status).toBe(404);
    expect(unpaired.body).toMatchObject({ code: 'ROUND_NOT_FOUND' });
  });
});
