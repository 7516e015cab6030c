import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldBreakdown, type FinishedDeck } from './fieldBreakdown.ts';

const names = ['Pikachu', 'Raichu', 'Charmander', 'Charizard', 'Mewtwo', 'Bill', 'Fire Energy'];
const line = fc.record({
  count: fc.integer({ min: 1, max: 4 }),
  name: fc.constantFrom(...names),
  supertype: fc.constantFrom('Pokémon' as const, 'Trainer' as const, 'Energy' as const, null),
});
const record = fc.record({ wins: fc.nat(8), losses: fc.nat(8), draws: fc.nat(3) });
const deck: fc.Arbitrary<FinishedDeck> = fc.record({
  cards: fc.array(line, { maxLength: 12 }),
  place: fc.integer({ min: 1, max: 64 }),
  record,
  inTopCut: fc.boolean(),
});

describe('field breakdown (property)', () => {
  it('never counts more decks than were published, sorts by decks then name, and keeps each figure within its deck', () => {
    fc.assert(
      fc.property(fc.array(deck, { maxLength: 20 }), (decks) => {
        const field = fieldBreakdown(decks);
        const topCut = decks.filter((d) => d.inTopCut).length;
        for (const pokemon of field) {
          const playing = decks.filter((d) =>
            d.cards.some((c) => c.supertype === 'Pokémon' && c.name === pokemon.name),
          );
          expect(pokemon.decks).toBe(playing.length);
          expect(pokemon.decks).toBeLessThanOrEqual(decks.length);
          expect(pokemon.topCutDecks).toBeLessThanOrEqual(Math.min(pokemon.decks, topCut));
          expect(pokemon.topCutShare).toBeGreaterThanOrEqual(0);
          expect(pokemon.topCutShare).toBeLessThanOrEqual(1);
          expect(pokemon.averageCopies).toBeGreaterThanOrEqual(1);
          expect(pokemon.bestFinish).toBe(Math.min(...playing.map((d) => d.place)));
          expect(pokemon.record.wins).toBe(playing.reduce((sum, d) => sum + d.record.wins, 0));
        }
        const order = field.map((p) => [p.decks, p.name] as const);
        const sorted = [...order].sort(([da, na], [db, nb]) => db - da || (na < nb ? -1 : na > nb ? 1 : 0));
        expect(order).toEqual(sorted);
        expect(new Set(field.map((p) => p.name)).size).toBe(field.length);
      }),
    );
  });
});
