// 217: the field after the event, by its most-played Pokémon: how many published decks play each, and how they did.
import { normalizeName } from '../catalog/normalize.ts';
import type { Supertype } from '../catalog/types.ts';

export interface DeckRecord {
  wins: number;
  losses: number;
  draws: number;
}

/** A published deck: its card lines (by catalog name and kind) and how its player finished. */
export interface FinishedDeck {
  cards: readonly { count: number; name: string; supertype: Supertype | null }[];
  /** Final standings place, 1 first. */
  place: number;
  record: DeckRecord;
  inTopCut: boolean;
}

export interface FieldPokemon {
  /** The name as printed on the first card counted; an evolution line counts each of its names apart. */
  name: string;
  decks: number;
  /** Copies per deck playing it, to one decimal. */
  averageCopies: number;
  /** The decks' match records added together. */
  record: DeckRecord;
  bestFinish: number;
  /** Decks playing it that made the top cut. */
  topCutDecks: number;
  /** topCutDecks over the published decks in the top cut, 0 without any. */
  topCutShare: number;
}

interface Tally {
  name: string;
  decks: number;
  copies: number;
  record: DeckRecord;
  bestFinish: number;
  topCutDecks: number;
}

/** A deck's copies per Pokémon, keyed by title; the printed name of its first line. */
function pokemonOf(deck: FinishedDeck): Map<string, { name: string; copies: number }> {
  const copies = new Map<string, { name: string; copies: number }>();
  for (const line of deck.cards) {
    if (line.supertype !== 'Pokémon') continue;
    const key = normalizeName(line.name);
    const seen = copies.get(key) ?? { name: line.name, copies: 0 };
    copies.set(key, { ...seen, copies: seen.copies + line.count });
  }
  return copies;
}

const added = (a: DeckRecord, b: DeckRecord): DeckRecord => ({
  wins: a.wins + b.wins,
  losses: a.losses + b.losses,
  draws: a.draws + b.draws,
});
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Each Pokémon the published decks play, most decks first, then by name. */
export function fieldBreakdown(decks: readonly FinishedDeck[]): FieldPokemon[] {
  const tallies = new Map<string, Tally>();
  for (const deck of decks) {
    for (const [key, { name, copies }] of pokemonOf(deck)) {
      const t = tallies.get(key) ?? {
        name,
        decks: 0,
        copies: 0,
        record: { wins: 0, losses: 0, draws: 0 },
        bestFinish: deck.place,
        topCutDecks: 0,
      };
      tallies.set(key, {
        name: t.name,
        decks: t.decks + 1,
        copies: t.copies + copies,
        record: added(t.record, deck.record),
        bestFinish: Math.min(t.bestFinish, deck.place),
        topCutDecks: t.topCutDecks + (deck.inTopCut ? 1 : 0),
      });
    }
  }
  const topCut = decks.filter((deck) => deck.inTopCut).length;
  return [...tallies.values()]
    .map(({ copies, ...t }) => ({
      ...t,
      averageCopies: Math.round((copies / t.decks) * 10) / 10,
      topCutShare: topCut === 0 ? 0 : t.topCutDecks / topCut,
    }))
    .sort((a, b) => b.decks - a.decks || byName(a, b));
}
