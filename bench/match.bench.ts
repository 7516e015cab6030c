import { decideMatch } from '@tcg/domain/match';
import { throughput, type Bench } from './measure.ts';

// 217: deciding a best-of-3 match from its games, as result entry does on every submit.
export const matchBench: Bench = {
  name: 'match',
  async run() {
    const report = {
      games: [{ winner: 'a' }, { winner: 'b' }, { timeCalled: true as const, prizesRemaining: { a: 2, b: 4 } }],
    };
    const perSecond = throughput(() => decideMatch(report, { players: ['a', 'b'], bestOf: 3, stage: 'elimination' }));
    return [
      {
        benchmark: 'decideMatch (best of 3, elimination, time called)',
        size: '1 match',
        result: `${Math.round(perSecond).toLocaleString('en')} matches/s`,
        target: '—',
      },
    ];
  },
};
