import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { cutStanding, lastRoundOutlook } from './cutOutlook.ts';

/** 2–12 players with points from earlier rounds, paired in order, the last one on a bye when odd. */
const races = fc
  .tuple(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 2, maxLength: 12 }), fc.constantFrom(1, 2, 4, 8))
  .map(([scores, cutSize]) => {
    const ids = scores.map((_, i) => `p${i}`);
    const tables = ids.flatMap((id, i) => (i % 2 === 0 && i + 1 < ids.length ? [[id, ids[i + 1]!] as const] : []));
    return {
      race: { points: new Map(ids.map((id, i) => [id, scores[i]!])), cutSize, roundsLeft: 1 },
      round: { tables, byes: ids.length % 2 === 1 ? [ids.at(-1)!] : [] },
    };
  });

describe('lastRoundOutlook, properties', () => {
  it('a better result never leaves the player worse off, and agrees with the standing before the round', () => {
    fc.assert(
      fc.property(races, ({ race, round }) => {
        const player = round.tables[0]![0];
        const [win, draw, loss] = (['win', 'draw', 'loss'] as const).map((r) =>
          lastRoundOutlook(race, round, player, r, { random: seededRandom(1) }),
        );
        expect(win!.in).toBeGreaterThanOrEqual(draw!.in);
        expect(draw!.in).toBeGreaterThanOrEqual(loss!.in);
        expect(win!.out).toBeLessThanOrEqual(draw!.out);
        expect(draw!.out).toBeLessThanOrEqual(loss!.out);
        const standing = cutStanding(race, player);
        if (standing === 'eliminated') expect(win!.in + win!.onTiebreakers).toBe(0);
        if (standing === 'locked') expect(loss!.out).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
