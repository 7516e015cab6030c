import { builtInCatalog, type Catalog } from '@tcg/domain/catalog';
import { customFormat, MODIFIED, SEALED, UNLIMITED, type Format } from '@tcg/domain/format';

export interface DeckFormatOption {
  id: string;
  label: string;
  format: Format;
}

/** The formats the public deck check offers, by the ids POST /api/decks/check takes ("limited" is the Limited rules, 231). */
export const deckFormats: readonly DeckFormatOption[] = [
  { id: 'modified', label: 'Modified (226)', format: MODIFIED },
  { id: 'unlimited', label: 'Unlimited (225)', format: UNLIMITED },
  { id: 'limited', label: 'Limited: Sealed or Draft (231)', format: SEALED },
];

/** Organizers' custom formats built from their definitions as the API builds them, on the same catalog (with imported sets). */
export function houseDeckFormats(
  definitions: readonly { definition?: unknown }[],
  catalog: Catalog = builtInCatalog,
): DeckFormatOption[] {
  return definitions.flatMap(({ definition }) => {
    const format = customFormat(definition, catalog);
    return format.ok ? [{ id: format.value.id, label: format.value.name, format: format.value }] : [];
  });
}

export const findDeckFormat = (id: string, options: readonly DeckFormatOption[] = deckFormats) =>
  options.find((f) => f.id === id) ?? deckFormats[0]!;

/** Today as the API takes it (UTC calendar day, 204). */
export const todayIso = () => new Date().toISOString().slice(0, 10);
