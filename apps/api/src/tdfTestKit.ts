// Test helpers for TOM files through the API: the files in test/fixtures read, imported (POST /api/imports/tdf) and exported.
import { expect } from 'vitest';
import { readTdf, tdfFixture } from '../../../test/fixtures/tdfFiles.ts';
import { importThroughJob, type TestApi } from './testApp.ts';

export { readTdf, tdfFixture, tomCorpus, tomCorpusFile, tomCorpusFiles } from '../../../test/fixtures/tdfFiles.ts';

/** finalized.tdf with its top cut's first two matches swapped: players the Swiss standings do not seed against each other. */
export const unseededCut = () =>
  tdfFixture('finalized.tdf')
    .replace(
      '<player1 userid="301"/>\n              <player2 userid="307"/>\n              <timestamp>03/15/2003 11:00:00</timestamp>\n              <tablenumber>1</tablenumber>\n            </match>\n            <match outcome="2">',
      '<player1 userid="301"/>\n              <player2 userid="303"/>\n              <timestamp>03/15/2003 11:00:00</timestamp>\n              <tablenumber>1</tablenumber>\n            </match>\n            <match outcome="2">',
    )
    .replace(
      '<player2 userid="303"/>\n              <timestamp>03/15/2003 11:00:00</timestamp>\n              <tablenumber>2</tablenumber>',
      '<player2 userid="307"/>\n              <timestamp>03/15/2003 11:00:00</timestamp>\n              <tablenumber>2</tablenumber>',
    );

/**
 * What survives a trip through the app: the event's settings, players, pods, rounds and results
 * (not TOM's sanction id, places, seeds, options or mode).
 */
export function tdfOf(xml: string) {
  const event = readTdf(xml);
  const { name, date, roundMinutes, finalsRoundMinutes, finished } = event;
  const players = event.players.map(({ userid, firstName, lastName, birthYear, droppedAfterRound, firstRound }) => ({
    userid,
    firstName,
    lastName,
    birthYear,
    droppedAfterRound,
    firstRound,
  }));
  return {
    name,
    date,
    roundMinutes,
    finalsRoundMinutes,
    finished,
    players,
    pods: event.pods.map(({ category, players: ids, rounds }) => ({ category, players: ids, rounds })),
  };
}

/** `app` may be a getter, for a kit made before the test app is built (`tdfKit(() => api.app)`). */
export function tdfKit(app: TestApi | (() => TestApi)) {
  const appNow = () => (typeof app === 'function' ? app() : app);
  /** POST /api/imports/tdf, waited for through its job: 201 and the result, or the error. */
  const importTdf = (xml: string, contentType = 'application/xml') =>
    importThroughJob(appNow(), {
      method: 'POST',
      url: '/api/imports/tdf',
      headers: { 'content-type': contentType },
      payload: xml,
    });
  return {
    importTdf,
    /** Imports the file, expecting 201: the new event's id. */
    imported: async (xml: string) => {
      const response = await importTdf(xml);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ eventId: string }>().eventId;
    },
    /** GET /api/events/:id/export.tdf, expecting 200 and XML: the file. */
    exported: async (eventId: string) => {
      const response = await appNow().inject({ url: `/api/events/${eventId}/export.tdf` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      return response.body;
    },
  };
}
