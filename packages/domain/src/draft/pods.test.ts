import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { distanceFromSevenOrEight, evenSplit, podSizes, seatPods } from './pods.ts';

// Worked by hand from the rule in podSizes: worst pod's distance from 7–8, then total distance, then fewest pods.
const HAND_WORKED: Record<number, number[]> = {
  5: [5],
  6: [6],
  7: [7],
  8: [8],
  9: [9],
  10: [10],
  11: [6, 5],
  12: [6, 6],
  13: [7, 6],
  14: [7, 7],
  15: [8, 7],
  16: [8, 8],
  17: [9, 8],
  18: [9, 9],
  19: [7, 6, 6],
  20: [7, 7, 6],
  21: [7, 7, 7],
  22: [8, 7, 7],
  23: [8, 8, 7],
  24: [8, 8, 8],
  25: [9, 8, 8],
  26: [9, 9, 8],
  27: [7, 7, 7, 6],
  28: [7, 7, 7, 7],
  29: [8, 7, 7, 7],
  30: [8, 8, 7, 7],
  31: [8, 8, 8, 7],
  32: [8, 8, 8, 8],
  33: [9, 8, 8, 8],
  34: [7, 7, 7, 7, 6],
  35: [7, 7, 7, 7, 7],
  36: [8, 7, 7, 7, 7],
  37: [8, 8, 7, 7, 7],
  38: [8, 8, 8, 7, 7],
  39: [8, 8, 8, 8, 7],
  40: [8, 8, 8, 8, 8],
  41: [9, 8, 8, 8, 8],
};

describe('podSizes (Appendix A 1)', () => {
  it.each(Object.entries(HAND_WORKED))('%s players', (n, sizes) => {
    expect(podSizes(Number(n))).toEqual(sizes);
  });

  it('from 42 players on, seats everyone in ⌈n/8⌉ pods of seven or eight', () => {
    for (let n = 42; n <= 200; n++) {
      const sizes = podSizes(n);
      expect(sizes.length, `${n}`).toBe(Math.ceil(n / 8));
      expect(
        sizes.every((s) => s === 7 || s === 8),
        `${n}`,
      ).toBe(true);
    }
  });

  it('for every field of 5–200: everyone seated, sizes within one, no other even split nearer 7–8', () => {
    for (let n = 5; n <= 200; n++) {
      const sizes = podSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(3);
      const worst = Math.max(...sizes.map(distanceFromSevenOrEight));
      for (let k = 1; k <= n / 3; k++) {
        const other = Math.max(...evenSplit(n, k).map(distanceFromSevenOrEight));
        expect(other, `${n} players in ${k} pods`).toBeGreaterThanOrEqual(worst);
      }
    }
  });
});

describe('seatPods (Appendix A 1)', () => {
  const players = Array.from({ length: 30 }, (_, i) => `p${i + 1}`);

  it('seats every player once, at random, in pods numbered from 1', () => {
    const seating = seatPods(players, seededRandom(3));
    if (!seating.ok) throw new Error(seating.error.message);
    const { pods } = seating.value;
    expect(pods.map((p) => p.number)).toEqual([1, 2, 3, 4]);
    expect(pods.map((p) => p.seats.length)).toEqual([8, 8, 7, 7]);
    expect(pods.flatMap((p) => p.seats).sort()).toEqual([...players].sort());
    expect(pods.flatMap((p) => p.seats)).not.toEqual(players);
  });

  it('replays the same seating for the same seed and differs for another', () => {
    const a = seatPods(players, seededRandom(11));
    const b = seatPods(players, seededRandom(11));
    const c = seatPods(players, seededRandom(12));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('lets the organizer choose the number of pods', () => {
    const seating = seatPods(players, seededRandom(1), { pods: 3 });
    expect(seating.ok && seating.value.pods.map((p) => p.seats.length)).toEqual([10, 10, 10]);
  });

  it('refuses a pod of fewer than 3', () => {
    expect(seatPods(['a', 'b'], seededRandom(1))).toMatchObject({ ok: false, error: { code: 'POD_TOO_SMALL' } });
    expect(seatPods(players.slice(0, 10), seededRandom(1), { pods: 4 })).toMatchObject({
      ok: false,
      error: { code: 'POD_TOO_SMALL' },
    });
    expect(seatPods(players, seededRandom(1), { pods: 0 })).toMatchObject({
      ok: false,
      error: { code: 'POD_COUNT_INVALID' },
    });
  });

  it('refuses a player listed twice', () => {
    expect(seatPods(['a', 'b', 'c', 'a'], seededRandom(1))).toMatchObject({
      ok: false,
      error: { code: 'DUPLICATE_PLAYER' },
    });
  });
});
