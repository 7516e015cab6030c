// 201, 245–246: local ratings in the DCI's manner (Elo), per ratings category, across the installation's events.
import type { RatingsCategory as TeamRatingsCategory } from '../team/ratingsCategory.ts';

/** Everyone starts at 1600; K is the DCI's value for local sanctioned events, the same for every event here. */
export const ELO = { start: 1600, k: 16, scale: 400 } as const;

export type RatingsCategory = 'Constructed' | 'Limited' | TeamRatingsCategory;

/** The ratings category of a single-player event: its format's kind (201). */
export const ratingsCategoryOf = (kind: 'constructed' | 'limited'): RatingsCategory =>
  kind === 'limited' ? 'Limited' : 'Constructed';

/**
 * A match that counts, and what side A scored (1 win, 0.5 draw, 0 loss). Byes are unrated. Each side is its DCI
 * numbers: one player, or in a team event the team's members (243), whose team match is the result rated (245–246).
 */
export interface RatedMatch {
  category: RatingsCategory;
  eventId: string;
  sides: readonly [readonly string[], readonly string[]];
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
  const history =
    last?.eventId === eventId
      ? [...before.history.slice(0, -1), { eventId, rating }]
      : [...before.history, { eventId, rating }];
  ratings.set(player, { rating, matches: before.matches + 1, history });
}

/** A side's rating: its player's, or a team's as the mean of its members' (245–246 rate the team as one). */
const sideRating = (ratings: ReadonlyMap<string, PlayerRating>, side: readonly string[]) =>
  side.reduce((sum, player) => sum + (ratings.get(player)?.rating ?? ELO.start), 0) / side.length;

/**
 * Every player's rating per category after `matches`, taken in the order given (events by date, rounds in order).
 * A team match moves every member of a side by the same K·(S − E), E from the sides' mean ratings: the team's
 * result is each member's, and two-member teams (244) keep the points in the pool.
 * Ratings are recomputed from the stored results on every read, so a corrected result counts as corrected.
 */
export function localRatings(matches: readonly RatedMatch[]): Map<RatingsCategory, Map<string, PlayerRating>> {
  const all = new Map<RatingsCategory, Map<string, PlayerRating>>();
  for (const {
    category,
    eventId,
    sides: [a, b],
    score,
  } of matches) {
    const ratings = all.get(category) ?? new Map<string, PlayerRating>();
    all.set(category, ratings);
    const change = ELO.k * (score - expectedScore(sideRating(ratings, a), sideRating(ratings, b)));
    for (const player of a) record(ratings, player, eventId, change);
    for (const player of b) record(ratings, player, eventId, -change);
  }
  return all;
}
