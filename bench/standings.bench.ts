import { computeStandings, dci2003, playpokemon } from '@tcg/domain/standings';
import { fmt, measure, type Bench } from './measure.ts';
import { simulateEvent } from './simulateEvent.ts';

// Standings after the last round of a 4096-player, 9-round event (issue 5), for both policies.
export const standingsBench: Bench = {
  name: 'standings',
  async run() {
    const event = simulateEvent(4096, 9, 4096);
    return Promise.all(
      [dci2003, playpokemon].map(async (policy) => {
        const timing = await measure(() => computeStandings({ players: event.players, entries: event.entries, throughRound: 9, policy }), 21, 5);
        return { benchmark: `computeStandings (${policy.name})`, size: `4096 players × 9 rounds`, result: `median ${fmt(timing.median)} ms, worst ${fmt(timing.worst)} ms`, target: '< 20 ms' };
      }),
    );
  },
};
