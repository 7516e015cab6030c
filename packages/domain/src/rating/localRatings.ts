// 201, 245–246: local ratings in the DCI's manner (Elo), per ratings category, across the installation's events.

/** Everyone starts at 1600; K is the DCI's value for local sanctioned events, the same for every event here. */
export const ELO = { start: 1600, k: 16, scale: 400 } as const;

export type RatingsCategory = 'Constructed' | 'Limited';

/** The ratings category of a single-player event: its format's kind (201). */
export const ratingsCategoryOf = (kind: 'constructed' | 'limited'): RatingsCategory => (kind === 'limited' ? 'Limited' : 'Constructed');

/** A match that counts: two players by DCI number, and what the first scored (1 win, 0.5 draw, 0 loss). Byes are unrated. */
export interface RatedMatch {
  category: RatingsCategory;
  eventId: string;
  players: readonly [string, string];
  score: 0 | 0.5 | 1;
}

export interface PlayerRating {
  rating: number;
  matches: number;
  /** The rating after each event the player played in this category, in order. */
  history: { eventId: string; rating: number }[];
}

/** The expected score of a player rated `a` against one rated `b`. */
export const expectedScore = (a: number, b: number): number => 1 / (1 + 10 ** ((b - a) / ELO.scale));

function record(ratings: Map<string, PlayerRating>, player: string, eventId: string, change: number) {
  const before = ratings.get(player) ?? { rating: ELO.start, matches: 0, history: [] };
  const rating = before.rating + change;
  const last = before.history.at(-1);
  const history = last?.eventId === eventId ? [...before.history.slice(0, -1), { eventId, rating }] : [...before.history, { eventId, rating }];
  ratings.set(player, { rating, matches: before.matches + 1, history });
}

/**
 * Every player's rating per category after `matches`, taken in the order given (events by date, rounds in order).
 * Ratings are recomputed from the stored results on every read, so a corrected result counts as corrected.
 */
export function localRatings(matches: readonly RatedMatch[]): Map<RatingsCategory, Map<string, PlayerRating>> {
  const all = new Map<RatingsCategory, Map<string, PlayerRating>>();
  for (const { category, eventId, players: [a, b], score } of matches) {
    const ratings = all.get(category) ?? new Map<string, PlayerRating>();
    all.set(category, ratings);
    const [ra, rb] = [ratings.get(a)?.rating ?? ELO.start, ratings.get(b)?.rating ?? ELO.start];
    const change = ELO.k * (score - expectedScore(ra, rb));
    record(ratings, a, eventId, change);
    record(ratings, b, eventId, -change);
  }
  return all;
}
