// Test fixture: a custom format with card groups (231), on the built-in catalog.
import { builtInCatalog } from '../catalog/builtIn.ts';
import { must } from '../shared/error.ts';
import { customFormat } from './custom.ts';
import type { Format } from './types.ts';

/** "Legends": 60 cards, 4 copies; of the Legendary birds, Mewtwo, Mew and Lugia 1 each and 4 in all, and 2 Mysterious Fossils. */
export const legendsFormat = (): Format =>
  must(
    customFormat(
      {
        id: 'legends',
        name: 'Legends',
        deckSize: 60,
        copyLimit: 4,
        sets: 'all',
        groups: [
          {
            name: 'Legendary',
            titles: ['Articuno', 'Zapdos', 'Moltres', 'Mewtwo', 'Mew', 'Lugia'],
            perCard: 1,
            total: 4,
          },
          { name: 'Fossils', ids: ['base6-109'], total: 2 },
        ],
      },
      builtInCatalog,
    ),
  );
