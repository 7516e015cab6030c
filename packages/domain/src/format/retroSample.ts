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
