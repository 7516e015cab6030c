import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELO, expectedScore, localRatings, ratingsCategoryOf, type RatedMatch } from './localRatings.ts';

const match = (a: string, b: string, score: 0 | 0.5 | 1, eventId = 'e1', category: RatedMatch['category'] = 'Constructed'): RatedMatch => ({ category, eventId, players: [a, b], score });

describe('ratingsCategoryOf', () => {
  it.each([
    ['constructed', 'Constructed'],
    ['limited', 'Limited'],
  ] as const)('a %s event rates under %s', (kind, category) => {
    expect(ratingsCategoryOf(kind)).toBe(category);
  });
});

describe('localRatings', () => {
  it.each([
    ['a win between newcomers moves K/2 each way', [match('1', '2', 1)], { '1': 1608, '2': 1592 }],
    ['a draw between equals changes nothing', [match('1', '2', 0.5)], { '1': 1600, '2': 1600 }],
    ['a loss', [match('1', '2', 0)], { '1': 1592, '2': 1608 }],
  ] as const)('%s', (_name, matches, expected) => {
    const ratings = localRatings(matches).get('Constructed')!;
    for (const [player, rating] of Object.entries(expected)) expect(ratings.get(player)?.rating).toBeCloseTo(rating, 10);
  });

  it('keeps categories apart and records one history point per event', () => {
    const all = localRatings([match('1', '2', 1, 'e1'), match('1', '3', 1, 'e1'), match('1', '2', 0, 'e2'), match('1', '2', 1, 'e2', 'Limited')]);
    const constructed = all.get('Constructed')!.get('1')!;
    expect(constructed.matches).toBe(3);
    expect(constructed.history.map((h) => h.eventId)).toEqual(['e1', 'e2']);
    expect(constructed.history[1]!.rating).toBe(constructed.rating);
    expect(all.get('Limited')!.get('1')).toMatchObject({ rating: 1608, matches: 1 });
  });

  it('an upset moves more than an expected win', () => {
    expect(expectedScore(1800, 1600)).toBeCloseTo(0.76, 2);
    const favourite = localRatings([match('hi', 'lo', 1), match('hi', 'lo', 1)]).get('Constructed')!;
    expect(favourite.get('hi')!.rating - 1608).toBeLessThan(8);
  });

  it('never creates or loses rating points', () => {
    const arbitrary = fc.array(fc.record({ a: fc.constantFrom('1', '2', '3', '4'), b: fc.constantFrom('5', '6', '7'), score: fc.constantFrom<0 | 0.5 | 1>(0, 0.5, 1) }), { maxLength: 40 });
    fc.assert(
      fc.property(arbitrary, (games) => {
        const ratings = localRatings(games.map((g) => match(g.a, g.b, g.score))).get('Constructed') ?? new Map();
        const total = [...ratings.values()].reduce((sum, r) => sum + r.rating - ELO.start, 0);
        expect(total).toBeCloseTo(0, 6);
      }),
    );
  });
});
