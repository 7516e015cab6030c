import { pairRound } from '@tcg/domain/pairing';
import { seededRandom } from '@tcg/domain/shared';
import { fmt, measure, type Bench, type BenchRow } from './measure.ts';
import { simulateEvent } from './simulateEvent.ts';

const targets: Record<number, string> = {
  512: '< 20 ms a round',
  4096: 'median < 100 ms, worst < 500 ms',
  16384: 'finishes',
};

// Swiss pairing of one round (issue 5): round 1, a middle round and the last round of a 9-round event.
export const pairingBench: Bench = {
  name: 'pairing',
  async run() {
    const rows: BenchRow[] = [];
    for (const size of [8, 64, 512, 4096, 16384]) {
      const event = simulateEvent(size, 9, size);
      const runs = size >= 16384 ? 3 : size >= 4096 ? 7 : 21;
      for (const round of [1, 5, 9]) {
        const players = event.rounds[round - 1]!;
        let summary = '';
        const timing = await measure(() => {
          const result = pairRound({ round, players }, seededRandom(round));
          const rematches = result.pairings.filter((p) => p.rematch).length;
          const pairDowns = result.pairings.filter((p) => p.pairDown).length;
          summary = `${rematches} rematches, ${result.bye ? 1 : 0} bye, ${pairDowns} pair-downs`;
        }, runs);
        rows.push({
          benchmark: `pairRound, round ${round} of 9`,
          size: `${size} players`,
          result: `median ${fmt(timing.median)} ms, worst ${fmt(timing.worst)} ms; ${summary}`,
          target: targets[size] ?? '—',
        });
      }
    }
    return rows;
  },
};
