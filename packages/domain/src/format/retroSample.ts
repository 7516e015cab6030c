// custom: the repository's sample "retro" expansion (samples/retro, demonstration data) and its Retro Cup format, for tests and docs.
import set from '../../../../samples/retro/retro-set.json' with { type: 'json' };
import definition from '../../../../samples/retro/retro-format.json' with { type: 'json' };
import { builtInCatalog } from '../catalog/builtIn.ts';
import { catalogWith, importCardSet } from '../catalog/cardSetImport.ts';
import type { Catalog } from '../catalog/types.ts';
import { must } from '../shared/error.ts';
import { customFormat } from './custom.ts';
import type { Format } from './types.ts';

export const retroSample = { set, definition };

/** The built-in catalog with the sample set imported, and the Retro Cup format built on it. */
export function retroCup(): { catalog: Catalog; format: Format } {
  const catalog = catalogWith(builtInCatalog, [must(importCardSet(set, builtInCatalog))]);
  return { catalog, format: must(customFormat(definition, catalog)) };
}

/** A legal 60-card Retro Cup deck: 4 Legendary (1 each), 2 Stadiums, Base Set Trainers and basic Energy. */
export const RETRO_DECK = `1 Retro Lugia RTO 1
1 Retro Ho-Oh RTO 2
1 Retro Celebi RTO 3
1 Retro Suicune RTO 4
4 Retro Pikachu RTO 9
4 Retro Raichu RTO 10
4 Retro Pichu RTO 8
1 Retro Ruins RTO 11
1 Retro Tower RTO 12
4 Bill BS 91
4 Professor Oak BS 88
4 Energy Removal BS 92
4 Gust of Wind BS 93
4 Switch BS 95
4 PlusPower BS 84
18 Lightning Energy BS 100`;
