// 202, 204, 214, 221–236: checking a registered decklist for a format on a date; pure, so it runs in the browser too.
import type { Catalog } from '../catalog/types.ts';
import { assertIsoDate } from '../format/releaseDate.ts';
import type { CheckOptions, Format } from '../format/types.ts';
import { basicPokemonProblems } from './basicPokemon.ts';
import { cardBackNotices } from './cardBacks.ts';
import { cardsInFormat, unknownCardProblems } from './cardsInFormat.ts';
import { copyLimitProblems } from './copyLimit.ts';
import { deckSizeProblems } from './deckSize.ts';
import { groupLimitProblems } from './groupLimit.ts';
import { parseDecklist } from './parseDecklist.ts';
import { poolProblems } from './pool.ts';
import type { DeckEntry, DeckNotice, DeckProblem } from './types.ts';

export interface DeckCheckInput {
  format: Format;
  /** YYYY-MM-DD, from the caller (today or the event's date); a card from a later set is NOT_YET_RELEASED (204). */
  date: string;
  /** The decklist text as exported by Pokémon TCG Online/Live. */
  list: string;
  /** Limited: the card ids of the player's pool, one element per card. */
  pool?: readonly string[];
  options?: CheckOptions;
}

export interface DeckCheck {
  legal: boolean;
  /** Every card the list names, unknown ones included, so a misspelt line does not also read as a short deck. */
  total: number;
  counts: { pokemon: number; trainer: number; energy: number };
  problems: DeckProblem[];
  notices: DeckNotice[];
}

const countOf = (entries: readonly DeckEntry[], supertype: string): number =>
  entries.reduce((sum, e) => sum + (e.card.supertype === supertype ? e.count : 0), 0);

/** Problems in list order; deck-wide ones (no line) last. Array.prototype.sort is stable. */
const byLine = (a: DeckProblem, b: DeckProblem): number =>
  (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER);

export function checkDeck(input: DeckCheckInput, catalog: Catalog): DeckCheck {
  const { format, date, list, pool, options = {} } = input;
  assertIsoDate(date);
  const parsed = parseDecklist(list, catalog);
  const { entries } = parsed;
  const total = [...entries, ...parsed.unknown].reduce((sum, e) => sum + e.count, 0);
  const inFormat = cardsInFormat(entries, format, date, catalog, options);
  const complete = parsed.problems.length === 0;
  const problems = [
    ...unknownCardProblems(parsed, format),
    ...(parsed.rejected ? [] : deckSizeProblems(total, format)),
    ...inFormat.problems,
    ...copyLimitProblems(entries, format),
    ...groupLimitProblems(entries, format),
    ...(pool ? poolProblems(entries, pool, catalog) : []),
    // An unread line might be the Basic Pokémon, so this is only judged on a fully read list.
    ...(complete && entries.length > 0 ? basicPokemonProblems(entries) : []),
  ].sort(byLine);
  return {
    legal: problems.length === 0,
    total,
    counts: {
      pokemon: countOf(entries, 'Pokémon'),
      trainer: countOf(entries, 'Trainer'),
      energy: countOf(entries, 'Energy'),
    },
    problems,
    notices: [...cardBackNotices(options.mixedCardBacks), ...inFormat.notices],
  };
}
