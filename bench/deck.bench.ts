import { builtInCatalog } from '@tcg/domain/catalog';
import { checkDeck } from '@tcg/domain/deck';
import { MODIFIED_DECK } from '@tcg/domain/deck/samples';
import { MODIFIED } from '@tcg/domain/format';
import { throughput, type Bench } from './measure.ts';

// 221, 226: the whole deck check (parse, resolve, legality, copy limit) as the page runs it on every keystroke.
export const deckBench: Bench = {
  name: 'deck',
  async run() {
    const check = () => checkDeck({ format: MODIFIED, date: '2003-06-01', list: MODIFIED_DECK }, builtInCatalog);
    if (!check().legal) throw new Error('the benchmark deck must be legal');
    const perSecond = throughput(check, 1_000);
    return [
      {
        benchmark: 'checkDeck (Modified, built-in catalog)',
        size: '60 cards, 18 lines',
        result: `${Math.round(perSecond).toLocaleString('en')} lists/s (${(1000 / perSecond).toFixed(3)} ms each)`,
        target: 'well under 1 ms',
      },
    ];
  },
};
