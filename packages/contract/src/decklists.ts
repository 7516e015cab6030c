// Decklists after the event (#17, 217): the organizer's publication and the public page it opens.
import { Type } from 'typebox';
import { Nullable } from './common.ts';

export const DecklistScope = Type.Union([Type.Literal('all'), Type.Literal('topCut')], {
  description: 'all: every registered list; topCut: the lists of the players in the top cut.',
});

export const DecklistPublicationBody = Type.Object({ scope: DecklistScope }, { additionalProperties: false });

/** On the event: whether its decklists are published, and which. */
export const DecklistPublication = Type.Object({
  scope: DecklistScope,
  publishedAt: Type.String({ format: 'date-time' }),
});

const DeckRecord = Type.Object(
  { wins: Type.Integer(), losses: Type.Integer(), draws: Type.Integer() },
  { description: 'Match record over the whole event, byes as wins.' },
);

const PublishedLine = Type.Object({
  count: Type.Integer(),
  card: Type.String({ description: 'The line as registered: name, set and number.' }),
  name: Type.String({ description: 'The catalog card’s name, or the line’s name when the catalog has no such card.' }),
  supertype: Nullable(Type.Union([Type.Literal('Pokémon'), Type.Literal('Trainer'), Type.Literal('Energy')])),
});

export const PublishedDeck = Type.Object({
  playerName: Type.String(),
  place: Type.Integer({ description: 'Final standings place (the Swiss standing when the event had no top cut).' }),
  finish: Nullable(Type.String({ description: 'How far the player went in the top cut; null outside it.' })),
  inTopCut: Type.Boolean(),
  record: DeckRecord,
  lines: Type.Array(PublishedLine),
});

export const FieldPokemon = Type.Object({
  name: Type.String(),
  decks: Type.Integer({ description: 'Published decks playing it.' }),
  averageCopies: Type.Number({ description: 'Copies per deck playing it, to one decimal.' }),
  record: DeckRecord,
  bestFinish: Type.Integer(),
  topCutDecks: Type.Integer(),
  topCutShare: Type.Number({ description: 'topCutDecks over the published decks in the top cut (0–1).' }),
});

export const PublishedDecklists = Type.Object({
  eventName: Type.String(),
  scope: DecklistScope,
  publishedAt: Type.String({ format: 'date-time' }),
  players: Type.Integer({ description: 'Players in the event, published or not.' }),
  decks: Type.Array(PublishedDeck, { description: 'In final standings order.' }),
  breakdown: Type.Array(FieldPokemon, { description: 'The published decks’ Pokémon, most decks first, then by name.' }),
});
