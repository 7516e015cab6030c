// Every real TOM file in test/fixtures/tom-corpus through the API: imported, its final standings per division equal
// to TOM's (finished files), exported and imported again to the same event. One app, one database.
import { readdirSync, readFileSync } from 'node:fs';
import { parseTdf, type TdfEvent } from '@tcg/domain/tdf';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testApp.ts';

const folder = new URL('../../../../test/fixtures/tom-corpus/', import.meta.url);
/** Files the app cannot hold yet, each with the refusal it answers. */
const GAPS: Record<string, RegExp> = { 'ligaatlantica-custom-single-elim-final-t4.tdf': /single-elimination-only TOM event \(type 1\)/ };
const files = readdirSync(folder).filter((name) => name.endsWith('.tdf') && !(name in GAPS)).sort();

const read = (xml: string): TdfEvent => {
  const result = parseTdf(xml);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
/** Each division's places, in order, as `division: userid userid …`. */
const places = (tdf: TdfEvent) =>
  Object.fromEntries(
    [...new Set(tdf.standings.map((s) => s.category))].flatMap((category) => {
      const ids = tdf.standings.filter((s) => s.category === category).sort((a, b) => a.place - b.place).map((s) => s.userid);
      return ids.length === 0 ? [] : [[category, ids.join(' ')]];
    }),
  );
/** A match as who played whom and who won, whichever side each sat on. */
const meeting = (m: TdfEvent['pods'][number]['rounds'][number]['matches'][number]) => {
  if (!('players' in m)) return JSON.stringify(m);
  const winner = m.result === 'player1' ? m.players[0] : m.result === 'player2' ? m.players[1] : m.result;
  return JSON.stringify({ players: [...m.players].sort(), winner });
};
/** What an import keeps: players, who played whom with what result, drops. */
const event = (tdf: TdfEvent) => ({
  players: tdf.players.map((p) => [p.userid, p.firstName, p.lastName, p.droppedAfterRound, p.firstRound]).sort(),
  pods: tdf.pods.map((pod) => ({ category: pod.category, players: [...pod.players].sort(), rounds: pod.rounds.map((r) => ({ stage: r.stage, matches: r.matches.map(meeting).sort() })) })),
});

describe('the real TOM corpus through the API', () => {
  const api = useTestApp();
  const post = (xml: string) => api.app.inject({ method: 'POST', url: '/api/imports/tdf', headers: { 'content-type': 'application/xml' }, payload: xml });
  const exported = async (eventId: string) => {
    const response = await api.app.inject({ url: `/api/events/${eventId}/export.tdf` });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  /** Each player's Swiss rank in their division (by DCI number): exactly tied players share one. */
  const ranks = async (eventId: string) => {
    const players = (await api.app.inject({ url: `/api/events/${eventId}/players` })).json<{ id: string; dciNumber: string }[]>();
    const dci = new Map(players.map((p) => [p.id, p.dciNumber]));
    const rank = new Map<string, string>();
    for (const division of ['juniors', 'seniors', 'masters']) {
      const rows = (await api.app.inject({ url: `/api/events/${eventId}/standings?division=${division}` })).json<{ rows: { playerId: string; rank: number }[] }>().rows;
      for (const row of rows) rank.set(dci.get(row.playerId)!, `${division} ${row.rank}`);
    }
    return rank;
  };
  /** The app's places equal TOM's, except where TOM ordered players the app finds exactly tied (TOM's own draw). */
  const expectPlaces = async (eventId: string, app: TdfEvent, file: TdfEvent) => {
    const [mine, tom] = [places(app), places(file)];
    expect(Object.keys(mine).sort()).toEqual(Object.keys(tom).sort());
    const rank = await ranks(eventId);
    for (const [division, order] of Object.entries(tom)) {
      const ids = mine[division]!.split(' ');
      const differing = order.split(' ').flatMap((id, i) => (id === ids[i] || rank.get(id) === rank.get(ids[i]!) ? [] : [`${id} (TOM) ≠ ${ids[i]} (app)`]));
      expect(differing, division).toEqual([]);
    }
  };

  it.each(Object.entries(GAPS))('%s is refused with 409 TDF_CANNOT_CARRY saying why, storing nothing', async (name, message) => {
    const response = await post(readFileSync(new URL(name, folder), 'utf8'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'TDF_CANNOT_CARRY', message: expect.stringMatching(message) });
  });

  it('a running file continues: the round TOM paired awaits its results, then the app pairs the next', async () => {
    const response = await post(readFileSync(new URL('milanovgc-vgc-monkey-cup-r4-begin.tdf', folder), 'utf8'));
    const { eventId } = response.json<{ eventId: string }>();
    const rounds = await api.app.inject({ url: `/api/events/${eventId}/rounds` });
    expect(rounds.json<{ number: number; status: string }[]>().map((r) => [r.number, r.status])).toEqual([1, 2, 3, 4].map((n) => [n, 'published']));
    const round4 = (await api.app.inject({ url: `/api/events/${eventId}/rounds/4` })).json<{ matches: { id: string; version: number; playerA: { id: string }; bye: boolean; result: unknown }[] }>();
    const open = round4.matches.filter((m) => !m.bye && m.result === null);
    expect(open.length).toBeGreaterThan(0);
    for (const m of open) {
      const put = await api.app.inject({ method: 'PUT', url: `/api/matches/${m.id}/result`, payload: { version: m.version, games: [{ winner: m.playerA.id }] } });
      expect(put.statusCode, put.body).toBe(200);
    }
    const next = await api.app.inject({ method: 'POST', url: `/api/events/${eventId}/rounds` });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json<{ number: number }>().number).toBe(5);
  });

  it.each(files)('%s imports, places as TOM placed, and round-trips', async (name) => {
    const xml = readFileSync(new URL(name, folder), 'utf8');
    const file = read(xml);
    const response = await post(xml);
    expect(response.statusCode, response.body).toBe(201);
    const { eventId, warnings } = response.json<{ eventId: string; warnings: unknown[] }>();
    expect(warnings).toEqual(file.warnings);
    const first = read(await exported(eventId));
    if (file.finished) await expectPlaces(eventId, first, file);
    expect(event(first)).toEqual(event(file));
    const again = await post(await exported(eventId));
    expect(again.statusCode, again.body).toBe(201);
    const secondId = again.json<{ eventId: string }>().eventId;
    const second = read(await exported(secondId));
    expect(event(second)).toEqual(event(first));
    if (file.finished) await expectPlaces(secondId, second, first);
  });
});
