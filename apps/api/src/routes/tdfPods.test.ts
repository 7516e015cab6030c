import { parseTdf } from '@tcg/domain/tdf';
import { describe, expect, it } from 'vitest';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { tdfFixture as fixture, tdfKit, tdfOf } from '../tdfTestKit.ts';
import { useTestApp } from '../testApp.ts';

/** The rounds as paired, tables aside: the app numbers a top cut's tables itself. */
const pairings = (event: ReturnType<typeof tdfOf>) =>
  event.pods.map((pod) => ({
    ...pod,
    rounds: pod.rounds.map((r) => ({
      ...r,
      matches: r.matches.map((m) => ('table' in m ? { ...m, table: r.stage === 'swiss' ? m.table : 0 } : m)),
    })),
  }));

describe('TOM files with age divisions in separate pods', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const { importTdf, imported, exported } = tdfKit(() => api.app);

  const standings = async (eventId: string, division: string) =>
    (
      await kit.ok<{ rows: { rank: number; name: string }[] }>(
        'GET',
        `/api/events/${eventId}/standings?division=${division}`,
      )
    ).rows.map((r) => `${r.rank} ${r.name}`);
  const finalPlaces = async (eventId: string, division: string) =>
    (
      await kit.ok<{ rows: { place: number; player: { dciNumber: string } }[] }>(
        'GET',
        `/api/events/${eventId}/final-standings?division=${division}`,
      )
    ).rows.map((r) => `${r.place} ${r.player.dciNumber}`);

  it('imports a pod per division, each with its top cut: groups, standings, brackets and final standings per division', async () => {
    const eventId = await imported(fixture('divisions-apart.tdf'));
    const event = await kit.ok<{ status: string; rounds: number; divisionGroups: string[][] }>(
      'GET',
      `/api/events/${eventId}`,
    );
    expect(event).toMatchObject({
      status: 'finished',
      rounds: 2,
      divisionGroups: [['juniors'], ['seniors'], ['masters']],
    });
    expect((await standings(eventId, 'juniors')).slice(0, 2)).toEqual(['1 Max Maple', '2 Iris Drake']);
    expect((await standings(eventId, 'masters')).slice(0, 2)).toEqual(['1 Ash Ketchum', '2 Tracey Sketchit']);

    const bracket = await kit.ok<{
      division: string;
      cut: { size: number } | null;
      cuts: { division: string; finished: boolean }[];
    }>('GET', `/api/events/${eventId}/bracket?division=masters`);
    expect(bracket).toMatchObject({ division: 'masters', cut: { size: 2 } });
    expect(bracket.cuts.map((c) => `${c.division} ${c.finished}`).sort()).toEqual([
      'juniors true',
      'masters true',
      'seniors true',
    ]);
    expect((await finalPlaces(eventId, 'masters')).slice(0, 2)).toEqual(['1 605', '2 601']);
    expect((await finalPlaces(eventId, 'seniors')).slice(0, 2)).toEqual(['1 503', '2 501']);
    expect((await finalPlaces(eventId, 'juniors')).slice(0, 2)).toEqual(['1 401', '2 403']);
  });

  it.each([
    'divisions-apart.tdf',
    'juniors-seniors-with-masters.tdf',
    'two-pods-running.tdf',
    'pods-different-rounds.tdf',
  ])('%s: import → export gives the file back, and its export imports to the same event', async (name) => {
    const eventId = await imported(fixture(name));
    const xml = await exported(eventId);
    expect(pairings(tdfOf(xml))).toEqual(pairings(tdfOf(fixture(name))));
    // The top cut's round time is stored with a cut: an event without one yet has none to write.
    const finalsRoundMinutes = name === 'two-pods-running.tdf' ? null : 75;
    expect({ ...tdfOf(xml), pods: [] }).toEqual({ ...tdfOf(fixture(name)), finalsRoundMinutes, pods: [] });
    const again = await imported(xml);
    expect(tdfOf(await exported(again))).toEqual(tdfOf(xml));
    expect(parseTdf(xml)).toMatchObject({
      ok: true,
      value: {
        standings:
          name === 'two-pods-running.tdf' ? [] : expect.arrayContaining([expect.objectContaining({ place: 1 })]),
      },
    });
  });

  it('pairs Juniors and Seniors together beside Masters, and cuts Masters alone', async () => {
    const eventId = await imported(fixture('juniors-seniors-with-masters.tdf'));
    const event = await kit.ok<{ status: string; divisionGroups: string[][] }>('GET', `/api/events/${eventId}`);
    expect(event).toMatchObject({ status: 'finished', divisionGroups: [['juniors', 'seniors'], ['masters']] });
    expect(await standings(eventId, 'juniors')).toEqual(['1 Max Maple', '2 Bonnie Lemon']);
    expect(await standings(eventId, 'seniors')).toEqual(['1 Dawn Berlitz', '2 May Maple']);
    expect((await finalPlaces(eventId, 'masters')).slice(0, 2)).toEqual(['1 603', '2 601']);
    const places = parseTdf(await exported(eventId));
    expect(places.ok && places.value.standings.map((s) => `${s.category} ${s.place} ${s.userid}`).slice(0, 2)).toEqual([
      'masters 1 603',
      'masters 2 601',
    ]);
  });

  it('imports pods that played different Swiss rounds: each group its own count, each cut after its own Swiss rounds', async () => {
    const eventId = await imported(fixture('pods-different-rounds.tdf'));
    const event = await kit.ok<{
      status: string;
      rounds: number;
      divisionGroups: string[][];
      groupRounds: (number | null)[] | null;
    }>('GET', `/api/events/${eventId}`);
    expect(event).toMatchObject({
      status: 'finished',
      rounds: 3,
      divisionGroups: [['juniors'], ['masters'], ['seniors']],
      groupRounds: [2, null, null],
    });
    const juniors = await kit.ok<{ throughRound: number; rows: { name: string }[] }>(
      'GET',
      `/api/events/${eventId}/standings?division=juniors`,
    );
    expect(juniors.throughRound).toBe(2);
    expect(juniors.rows.map((r) => r.name).slice(0, 2)).toEqual(['Max Maple', 'Iris Drake']);
    const rounds = await kit.ok<{ number: number; title: string; matches: unknown[] }[]>(
      'GET',
      `/api/events/${eventId}/rounds`,
    );
    expect(rounds.map((r) => `${r.number} ${r.title} ${r.matches.length}`)).toEqual([
      '1 Round 1 4',
      '2 Round 2 4',
      '3 Round 3 2',
      '4 Juniors top cut — Final 1',
      '5 Masters top cut — Final 1',
    ]);
    expect((await finalPlaces(eventId, 'juniors')).slice(0, 2)).toEqual(['1 401', '2 403']);
    expect((await finalPlaces(eventId, 'masters')).slice(0, 2)).toEqual(['1 602', '2 601']);
  });

  it('continues an event imported mid-Swiss in two pods: each pod paired apart in the next round', async () => {
    const eventId = await imported(fixture('two-pods-running.tdf'));
    await kit.reportOpen(await kit.round(eventId, 2));
    const round3 = await kit.ok<{
      number: number;
      matches: { playerA: { dciNumber: string }; playerB: { dciNumber: string } | null }[];
    }>('POST', `/api/events/${eventId}/rounds`);
    expect(round3.number).toBe(3);
    const masters = (dci: string | undefined) => dci?.startsWith('6');
    expect(
      round3.matches.every((m) => m.playerB === null || masters(m.playerA.dciNumber) === masters(m.playerB.dciNumber)),
    ).toBe(true);
    expect(round3.matches.some((m) => m.playerA.dciNumber === '605' || m.playerB?.dciNumber === '605')).toBe(false);
  });

  /** Four Juniors and four Masters, each division paired apart (`groups`), two Swiss rounds played. */
  const appEvent = async (groups: string[][]) => {
    const { id } = await kit.createEvent({ date: '2003-03-15', rounds: 2, scoring: { policy: 'playpokemon' } });
    await kit.ok('PUT', `/api/events/${id}/divisions`, { groups });
    for (const [n, birthYear] of [1994, 1994, 1995, 1995, 1970, 1970, 1971, 1971].entries()) {
      await kit.ok('POST', `/api/events/${id}/players`, {
        dciNumber: String(80_000 + n),
        firstName: 'T',
        lastName: `P${n}`,
        birthYear,
      });
    }
    await kit.playRound(id);
    await kit.playRound(id);
    return id;
  };
  it('exports an event made in the app with divisions apart and a cut per division, and imports it back the same', async () => {
    const id = await appEvent([['juniors'], ['seniors'], ['masters']]);
    expect((await kit.call('POST', `/api/events/${id}/cut`, { size: 2, division: 'juniors' })).status).toBe(201);
    expect((await kit.call('POST', `/api/events/${id}/cut`, { size: 4, division: 'masters' })).status).toBe(201);
    await kit.playCut(id, 'juniors');
    await kit.playCut(id, 'masters');
    const xml = await exported(id);
    const written = parseTdf(xml);
    expect(
      written.ok && written.value.pods.map((pod) => `${pod.category} ${pod.rounds.map((r) => r.stage).join(' ')}`),
    ).toEqual(['juniors swiss swiss elimination', 'masters swiss swiss elimination elimination']);
    const again = await imported(xml);
    expect(parseTdf(await exported(again))).toEqual(written);
    for (const division of ['juniors', 'masters'])
      expect(await finalPlaces(again, division)).toEqual(await finalPlaces(id, division));
  });

  it('exports a division’s cut inside a pod shared with another division, as TOM plays a Seniors cut in a Juniors + Seniors pod', async () => {
    const id = await appEvent([['juniors', 'seniors'], ['masters']]);
    expect((await kit.call('POST', `/api/events/${id}/cut`, { size: 2, division: 'juniors' })).status).toBe(201);
    const response = await api.app.inject({ url: `/api/events/${id}/export.tdf` });
    expect(response.statusCode, response.body).toBe(200);
    const tdf = parseTdf(response.body);
    expect(tdf.ok && tdf.value.pods.map((pod) => [pod.category, pod.rounds.map((r) => r.stage).at(-1)])).toEqual([
      ['juniors-seniors', 'elimination'],
      ['masters', 'swiss'],
    ]);
  });

  it.each([
    [
      'a division in two pods',
      () => fixture('divisions-apart.tdf').replace('<pod category="1" stage="5">', '<pod category="0" stage="5">'),
      'tournament/pods/pod[2]',
    ],
    [
      'a player paired in another pod',
      () =>
        fixture('two-pods-running.tdf').replace(
          '<player2 userid="604"/>\n              <timestamp>03/15/2003 11:00:00</timestamp>\n              <tablenumber>4</tablenumber>\n            </match>\n          </matches>\n        </round>\n        <round number="2"',
          '<player2 userid="403"/>\n              <timestamp>03/15/2003 11:00:00</timestamp>\n              <tablenumber>4</tablenumber>\n            </match>\n          </matches>\n        </round>\n        <round number="2"',
        ),
      'tournament/pods/pod[2]/rounds/round[1]/matches/match[2]',
    ],
    [
      'a running file whose Juniors + Seniors pod is a round behind',
      () => fixture('two-pods-running.tdf').replace(/\s*<round number="2"[\s\S]*?<\/round>/, ''),
      'tournament/pods/pod[1]',
    ],
    [
      'a top cut the Masters standings do not seed',
      () =>
        fixture('divisions-apart.tdf').replace(
          '<player1 userid="601"/>\n              <player2 userid="605"/>',
          '<player1 userid="601"/>\n              <player2 userid="603"/>',
        ),
      'tournament/pods/pod[3]/rounds/round[3]/matches/match[1]',
    ],
  ])('refuses %s with 400 naming the element, storing nothing', async (_name, xml, field) => {
    const { audit: _audit, ...before } = await snapshot(api.database.db.prisma);
    const response = await importTdf(xml());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TDF_INVALID', field });
    // The append-only audit trail keeps what the job did before the refusal, ending with `event.import.failed`.
    const { audit: _after, ...after } = await snapshot(api.database.db.prisma);
    expect(after).toEqual(before);
  });
});
