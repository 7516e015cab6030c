import { builtInCatalog } from '@tcg/domain/catalog';
import { checkDeck } from '@tcg/domain/deck';
import { MODIFIED } from '@tcg/domain/format';
import { throughput, type Bench } from './measure.ts';

/** A 60-card Modified deck with a reprint (Base Set Charizard, a copy of Legendary Collection 3) to follow. */
const LIST = `Pokémon: 14
4 Charmander LC 70
3 Charmeleon LC 37
2 Charizard LC 3
1 Charizard BS 4
4 Pichu N1 12
Trainer: 30
4 Professor Elm N1 96
4 Bill LC 108
4 Pokémon Breeder BS 76
4 Energy Removal 2 EX 140
4 Professor Oak's Research EX 149
4 Pokémon Reversal EX 146
3 Super Scoop Up N1 98
3 Switch EX 157
Energy: 16
12 Fire Energy
4 Darkness Energy N1 104`;

// 221, 226: the whole deck check (parse, resolve, legality, copy limit) as the page runs it on every keystroke.
export const deckBench: Bench = {
  name: 'deck',
  async run() {
    const check = () => checkDeck({ format: MODIFIED, date: '2003-06-01', list: LIST }, builtInCatalog);
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
