import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELO, expectedScore, localRatings, ratingsCategoryOf, type RatedMatch } from './localRatings.ts';

const match = (
  a: string,
  b: string,
  score: 0 | 0.5 | 1,
  eventId = 'e1',
  category: RatedMatch['category'] = 'Constructed',
): RatedMatch => ({ category, eventId, sides: [[a], [b]], score });
const teamMatch = (a: [string, string], b: [string, string], score: 0 | 0.5 | 1, eventId = 't1'): RatedMatch => ({
  category: 'Team Constructed',
  eventId,
  sides: [a, b],
  score,
});

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
    for (const [player, rating] of Object.entries(expected))
      expect(ratings.get(player)?.rating).toBeCloseTo(rating, 10);
  });

  it('keeps categories apart and records one history point per event', () => {
    const all = localRatings([
      match('1', '2', 1, 'e1'),
      match('1', '3', 1, 'e1'),
      match('1', '2', 0, 'e2'),
      match('1', '2', 1, 'e2', 'Limited'),
    ]);
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

  it.each([
    [
      'a team win between newcomers moves each member K/2',
      [teamMatch(['1', '2'], ['3', '4'], 1)],
      { '1': 1608, '2': 1608, '3': 1592, '4': 1592 },
    ],
    [
      'a team draw between equal teams changes nothing',
      [teamMatch(['1', '2'], ['3', '4'], 0.5)],
      { '1': 1600, '2': 1600, '3': 1600, '4': 1600 },
    ],
    [
      'the expectation is from the teams’ mean ratings: 1 and 2 (1608, 1592) are even with newcomers',
      [teamMatch(['1', '5'], ['2', '6'], 1, 't1'), teamMatch(['1', '2'], ['3', '4'], 1, 't2')],
      { '1': 1616, '2': 1600, '3': 1592, '4': 1592 },
    ],
    [
      'a member with a new partner brings their own rating: a new team, the same member (243)',
      [teamMatch(['1', '2'], ['3', '4'], 1, 't1'), teamMatch(['1', '9'], ['3', '4'], 0, 't2')],
      {
        '1': 1608 - 16 * expectedScore(1604, 1592),
        '9': 1600 - 16 * expectedScore(1604, 1592),
        '3': 1592 + 16 * expectedScore(1604, 1592),
      },
    ],
  ] as const)('%s', (_name, matches, expected) => {
    const ratings = localRatings(matches).get('Team Constructed')!;
    for (const [player, rating] of Object.entries(expected))
      expect(ratings.get(player)?.rating).toBeCloseTo(rating, 10);
  });

  it('rates a team match under its team category only, once per member', () => {
    const all = localRatings([match('1', '2', 1), teamMatch(['1', '2'], ['3', '4'], 0)]);
    expect(all.get('Constructed')!.get('1')).toMatchObject({ rating: 1608, matches: 1 });
    expect(all.get('Team Constructed')!.get('1')).toMatchObject({
      rating: 1592,
      matches: 1,
      history: [{ eventId: 't1', rating: 1592 }],
    });
  });

  it('never creates or loses rating points, two-member teams included', () => {
    const member = fc.constantFrom('1', '2', '3', '4', '5', '6', '7');
    const team = fc.uniqueArray(member, { minLength: 2, maxLength: 2 }) as fc.Arbitrary<[string, string]>;
    const arbitrary = fc.array(fc.record({ a: team, b: team, score: fc.constantFrom<0 | 0.5 | 1>(0, 0.5, 1) }), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(arbitrary, (games) => {
        const ratings =
          localRatings(games.map((g) => teamMatch(g.a, g.b, g.score))).get('Team Constructed') ?? new Map();
        const total = [...ratings.values()].reduce((sum, r) => sum + r.rating - ELO.start, 0);
        expect(total).toBeCloseTo(0, 6);
      }),
    );
  });

  it('never creates or loses rating points', () => {
    const arbitrary = fc.array(
      fc.record({
        a: fc.constantFrom('1', '2', '3', '4'),
        b: fc.constantFrom('5', '6', '7'),
        score: fc.constantFrom<0 | 0.5 | 1>(0, 0.5, 1),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(arbitrary, (games) => {
        const ratings = localRatings(games.map((g) => match(g.a, g.b, g.score))).get('Constructed') ?? new Map();
        const total = [...ratings.values()].reduce((sum, r) => sum + r.rating - ELO.start, 0);
        expect(total).toBeCloseTo(0, 6);
      }),
    );
  });
});
