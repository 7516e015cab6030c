import { describe, expect, it } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('Standings through the API', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  it('gives Op Win % and Op Op Win % rows under the playpokemon policy', async () => {
    const event = await kit.createEvent({ scoring: { policy: 'playpokemon' } });
    await kit.registerMany(event.id, 4);
    await kit.playRound(event.id);
    const standings = await kit.standings(event.id);
    expect(standings.policy).toBe('playpokemon');
    for (const row of standings.rows) {
      expect(row).toHaveProperty('opWin');
      expect(row).toHaveProperty('opOpWin');
      expect(row).not.toHaveProperty('omw');
    }
    const loser = standings.rows.find((r) => r.points === 0)!;
    expect(loser.opWin).toBe(1);
  });

  it('offers standings after published rounds only: a draft round is counted in roundsPaired, not roundsPublished, and answers 404', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await kit.playRound(event.id);
    await kit.pair(event.id);
    const detail = await kit.ok<{ roundsPaired: number; roundsPublished: number }>('GET', `/api/events/${event.id}`);
    expect(detail).toMatchObject({ roundsPaired: 2, roundsPublished: 1 });
    const draft = await api.app.inject({ method: 'GET', url: `/api/events/${event.id}/standings?round=2` });
    expect(draft.statusCode).toBe(404);
    expect(draft.json()).toMatchObject({ code: 'ROUND_NOT_FOUND', message: expect.stringMatching(/draft/) });
    expect((await kit.standings(event.id)).throughRound).toBe(1);
  });
});
