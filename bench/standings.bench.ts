import { computeStandings, dci2003, playpokemon } from '@tcg/domain/standings';
import { fmt, measure, type Bench, type BenchRow } from './measure.ts';
import { simulateEvent } from './simulateEvent.ts';

// Standings after the last round of a 4096-player, 9-round event (issue 5), for both policies; warmed up
// like a server that recomputes standings after every result.
export const standingsBench: Bench = {
  name: 'standings',
  async run() {
    const event = simulateEvent(4096, 9, 4096);
    const rows: BenchRow[] = [];
    // One policy after the other: interleaved, their calls would share (and confuse) the JIT's feedback.
    for (const policy of [dci2003, playpokemon]) {
      const timing = await measure(
        () => computeStandings({ players: event.players, entries: event.entries, throughRound: 9, policy }),
        21,
        40,
      );
      rows.push({
        benchmark: `computeStandings (${policy.name})`,
        size: '4096 players × 9 rounds',
        result: `median ${fmt(timing.median)} ms, worst ${fmt(timing.worst)} ms`,
        target: '< 20 ms',
      });
    }
    return rows;
  },
};
