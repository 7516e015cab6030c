import { describe, expect, it } from 'vitest';
import { fieldBreakdown, type FinishedDeck } from './fieldBreakdown.ts';

const poke = (count: number, name: string) => ({ count, name, supertype: 'Pokémon' as const });
const trainer = (count: number, name: string) => ({ count, name, supertype: 'Trainer' as const });
const deck = (
  place: number,
  wins: number,
  losses: number,
  inTopCut: boolean,
  ...cards: FinishedDeck['cards']
): FinishedDeck => ({
  cards,
  place,
  record: { wins, losses, draws: 0 },
  inTopCut,
});

const charizard = deck(
  1,
  5,
  0,
  true,
  poke(2, 'Charmander'),
  poke(2, 'Charmander'),
  poke(3, 'Charizard'),
  trainer(4, 'Professor Oak'),
);
const blastoise = deck(2, 4, 1, true, poke(4, 'Squirtle'), poke(3, 'Blastoise'), trainer(4, 'Professor Oak'));
const rain = deck(5, 2, 3, false, poke(3, 'Squirtle'), poke(2, 'Blastoise'), poke(1, 'charizard'));

describe('the field by its most-played Pokémon (217)', () => {
  it.each([
    ['no decks', [], []],
    ['a deck without Pokémon lines', [deck(1, 1, 0, true, trainer(4, 'Bill'))], []],
  ])('%s: nothing', (_, decks, expected) => expect(fieldBreakdown(decks)).toEqual(expected));

  it('counts decks, copies, records, the best finish and the top cut per Pokémon; most decks first, then by name', () => {
    expect(fieldBreakdown([charizard, blastoise, rain])).toEqual([
      {
        name: 'Blastoise',
        decks: 2,
        averageCopies: 2.5,
        record: { wins: 6, losses: 4, draws: 0 },
        bestFinish: 2,
        topCutDecks: 1,
        topCutShare: 0.5,
      },
      {
        name: 'Charizard',
        decks: 2,
        averageCopies: 2,
        record: { wins: 7, losses: 3, draws: 0 },
        bestFinish: 1,
        topCutDecks: 1,
        topCutShare: 0.5,
      },
      {
        name: 'Squirtle',
        decks: 2,
        averageCopies: 3.5,
        record: { wins: 6, losses: 4, draws: 0 },
        bestFinish: 2,
        topCutDecks: 1,
        topCutShare: 0.5,
      },
      {
        name: 'Charmander',
        decks: 1,
        averageCopies: 4,
        record: { wins: 5, losses: 0, draws: 0 },
        bestFinish: 1,
        topCutDecks: 1,
        topCutShare: 0.5,
      },
    ]);
  });

  it.each([
    ['two lines of one Pokémon are one deck', [charizard], 'Charmander', { decks: 1, averageCopies: 4 }],
    ['titles match across case ("charizard")', [charizard, rain], 'Charizard', { decks: 2, averageCopies: 2 }],
    [
      'copies averaged to one decimal',
      [charizard, deck(3, 3, 2, false, poke(1, 'Charizard')), deck(4, 3, 2, false, poke(1, 'Charizard'))],
      'Charizard',
      { averageCopies: 1.7 },
    ],
    ['no deck in the top cut: share 0', [rain], 'Squirtle', { topCutDecks: 0, topCutShare: 0 }],
  ])('%s', (_, decks, name, expected) =>
    expect(fieldBreakdown(decks).find((p) => p.name === name)).toMatchObject(expected),
  );

  it('draws add up with the rest of the record', () => {
    const drawn = { ...rain, record: { wins: 1, losses: 1, draws: 2 } };
    expect(fieldBreakdown([blastoise, drawn]).find((p) => p.name === 'Blastoise')!.record).toEqual({
      wins: 5,
      losses: 2,
      draws: 2,
    });
  });
});
