// Every real TOM file in test/fixtures/tom-corpus through the API: imported, its final standings per division exactly
// TOM's (finished files), exported and imported again to the same event. One app, one database.
import type { TdfEvent } from '@tcg/domain/tdf';
import { describe, expect, it } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { readTdf as read, tdfKit, tomCorpusFile, tomCorpusFiles } from '../tdfTestKit.ts';
import { useTestApp } from '../testApp.ts';

const files = tomCorpusFiles();

/** Each division's places, in order, as `division: userid userid …`. */
const places = (tdf: TdfEvent) =>
  Object.fromEntries(
    [...new Set(tdf.standings.map((s) => s.category))].flatMap((category) => {
      const ids = tdf.standings
        .filter((s) => s.category === category)
        .sort((a, b) => a.place - b.place)
        .map((s) => s.userid);
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
  pods: tdf.pods.map((pod) => ({
    category: pod.category,
    players: [...pod.players].sort(),
    rounds: pod.rounds.map((r) => ({ stage: r.stage, matches: r.matches.map(meeting).sort() })),
  })),
});

describe('the real TOM corpus through the API', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const { importTdf: post, exported } = tdfKit(() => api.app);

  /** The app's places equal TOM's exactly (ties TOM broke by its own draw kept as TOM placed them), and its standings say so. */
  const expectPlaces = async (eventId: string, app: TdfEvent, file: TdfEvent) => {
    expect(places(app)).toEqual(places(file));
    const standings = (await api.app.inject({ url: `/api/events/${eventId}/standings` })).json<{
      tomOrder?: boolean;
    }>();
    expect(standings.tomOrder).toBe(true);
  };

  it('a running file continues: the round TOM paired awaits its results, then the app pairs the next', async () => {
    const response = await post(tomCorpusFile('milanovgc-vgc-monkey-cup-r4-begin.tdf'));
    const { eventId } = response.json<{ eventId: string }>();
    const rounds = await api.app.inject({ url: `/api/events/${eventId}/rounds` });
    expect(rounds.json<{ number: number; status: string }[]>().map((r) => [r.number, r.status])).toEqual(
      [1, 2, 3, 4].map((n) => [n, 'published']),
    );
    const round4 = await kit.round(eventId, 4);
    expect(round4.matches.filter((m) => !m.bye && m.result === null).length).toBeGreaterThan(0);
    await kit.reportOpen(round4);
    const next = await kit.call('POST', `/api/events/${eventId}/rounds`);
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(next.body.number).toBe(5);
  });

  it.each(files)(
    '%s imports, places as TOM placed, and round-trips',
    async (name) => {
      const xml = tomCorpusFile(name);
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
      // Two imports of a 19-player, 8-round file replayed step by step: on a shared machine that outlasts the default minute.
    },
    180_000,
  );
});
