// 231, 234–236: a player's pool written like a decklist ("3 Charmander LC 70"), read into the card ids the pool check takes.
import type { Catalog } from '../catalog/types.ts';
import { checkDeck, type DeckCheck, type DeckCheckInput } from './checkDeck.ts';
import { parseDecklist } from './parseDecklist.ts';
import type { DeckProblem } from './types.ts';

export interface PoolList {
  /** One element per card, copies repeated. */
  ids: string[];
  /** Lines of the pool that could not be read or resolved, as problems without a deck line ("Pool line 3: …"). */
  problems: DeckProblem[];
}

export function readPoolList(text: string, catalog: Catalog): PoolList {
  const parsed = parseDecklist(text, catalog);
  const ids = parsed.entries.flatMap((entry) => Array.from({ length: entry.count }, () => entry.card.id));
  const problems = parsed.problems.map(({ line: _line, ...problem }) => ({
    ...problem,
    message: `Pool ${problem.message.replace(/^Line/, 'line')}`,
  }));
  return { ids, problems };
}

export interface DeckCheckWithPoolText extends Omit<DeckCheckInput, 'pool'> {
  /** The pool as text, as the page and POST /api/decks/check take it. */
  poolText?: string;
}

/** checkDeck with the pool given as text; an unreadable pool line makes the deck not legal, so a typo cannot pass silently. */
export function checkDeckWithPoolText({ poolText, ...input }: DeckCheckWithPoolText, catalog: Catalog): DeckCheck {
  const pool = poolText === undefined ? undefined : readPoolList(poolText, catalog);
  const result = checkDeck({ ...input, ...(pool ? { pool: pool.ids } : {}) }, catalog);
  if (!pool || pool.problems.length === 0) return result;
  return { ...result, legal: false, problems: [...result.problems, ...pool.problems] };
}
