import { MODIFIED, SEALED, UNLIMITED, type Format } from '@tcg/domain/format';

/** The formats the public deck check offers, by the ids POST /api/decks/check takes ("limited" is the Limited rules, 231). */
export const deckFormats: readonly { id: string; label: string; format: Format }[] = [
  { id: 'modified', label: 'Modified (226)', format: MODIFIED },
  { id: 'unlimited', label: 'Unlimited (225)', format: UNLIMITED },
  { id: 'limited', label: 'Limited: Sealed or Draft (231)', format: SEALED },
];

export const findDeckFormat = (id: string) => deckFormats.find((f) => f.id === id) ?? deckFormats[0]!;

/** Today as the API takes it (UTC calendar day, 204). */
export const todayIso = () => new Date().toISOString().slice(0, 10);
