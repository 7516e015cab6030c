/** What GET /api/cards, /api/cards/:id and /api/sets answer. */
export interface CardSummary {
  id: string;
  name: string;
  number: string;
  set: { id: string; name: string; code: string | null; releaseDate: string };
  supertype: string;
  subtypes: string[];
  level?: string;
  hp?: number;
  types?: string[];
  evolvesFrom?: string;
}

export interface CardLegalityView {
  format: string;
  status: 'legal' | 'banned' | 'not-in-format' | 'not-yet-released';
  code: string | null;
  section: string;
  reason: string;
  copyOf?: string;
}

export interface CardDetail {
  card: CardSummary;
  date: string;
  legality: CardLegalityView[];
  copies: CardSummary[];
  text: CardText | null;
}

/** The imported card object (pokemon-tcg-data fields), when an import brought it. */
export interface CardText {
  rules?: string[];
  abilities?: { name: string; text: string; type: string }[];
  attacks?: { name: string; cost: string[]; damage: string; text?: string }[];
  weaknesses?: { type: string; value: string }[];
  resistances?: { type: string; value: string }[];
  retreatCost?: string[];
  flavorText?: string;
  artist?: string;
  rarity?: string;
}

export interface SetView {
  id: string;
  name: string;
  code: string | null;
  releaseDate: string;
  printedTotal: number;
  total: number;
  importedCards: number;
}
