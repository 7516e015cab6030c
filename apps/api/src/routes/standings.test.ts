import { describe, expect, it } from 'vitest';
import { swissKit } from '../swissTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('Standings through the API', () => {
  const api = useTestApp();
  const kit = swissKit(() => api.app);

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
});
