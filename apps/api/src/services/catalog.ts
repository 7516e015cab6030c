// The catalog every check uses: the built-in sets and the organizers' imported sets, joined once per change of the imported list.
import { cardSetRepository, type Tx } from '@tcg/db';
import { builtInCatalog, catalogWith, type Catalog } from '@tcg/domain/catalog';

let joined: { key: string; catalog: Catalog } = { key: '', catalog: builtInCatalog };

/** Imported sets are never changed or removed, so their ids name the joined catalog. */
export async function catalogOf(tx: Tx): Promise<Catalog> {
  const ids = await cardSetRepository.ids(tx);
  const key = ids.join('|');
  if (key !== joined.key) joined = { key, catalog: catalogWith(builtInCatalog, await cardSetRepository.list(tx)) };
  return joined.catalog;
}
