// Local ratings (Elo) per ratings category, and the ratings report's categories (201, 245–246).
export * from './localRatings.ts';
