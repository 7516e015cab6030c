// 202: a card search narrowed to a set names one the catalog knows, by id or code.
import { fail, ok, type Result } from '../shared/error.ts';
import { findSet } from './catalog.ts';
import type { Catalog, CatalogSet } from './types.ts';

export function knownSet(catalog: Catalog, idOrCode: string): Result<CatalogSet> {
  const set = findSet(catalog, idOrCode);
  return set ? ok(set) : fail('UNKNOWN_SET', `No set has the id or code "${idOrCode}"`, '202', 'set');
}
