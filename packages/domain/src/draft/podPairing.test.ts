import { describe, expect, it } from 'vitest';
import type { PairingInput } from '../pairing/types.ts';
import { seededRandom } from '../shared/random.ts';
import { pairInPods } from './podPairing.ts';

const ids = (pod: string, n: number) => Array.from({ length: n }, (_, i) => `${pod}${i + 1}`);
const inputOf = (players: string[], round = 1): PairingInput => ({
  round,
  players: players.map((id) => ({ id, points: 0, opponents: [], hadBye: false })),
});

describe('pairInPods (Appendix A 1, 8)', () => {
  const pods = [ids('a', 8), ids('b', 7)];
  const result = pairInPods(inputOf(pods.flat()), pods, seededRandom(7));

  it('pairs players only within their pod', () => {
    for (const {
      players: [x, y],
    } of result.pairings)
      expect(x[0]).toBe(y[0]);
    expect(result.pairings).toHaveLength(7);
  });

  it('gives the seven-player pod its bye, and table numbers run on from pod to pod', () => {
    expect(result.byes.map((b) => b.playerId[0])).toEqual(['b']);
    expect(result.pairings.map((p) => p.table)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(result.pairings.slice(0, 4).every((p) => p.players[0].startsWith('a'))).toBe(true);
  });

  it('gives two seven-player pods a bye each', () => {
    const sevens = [ids('a', 7), ids('b', 7)];
    expect(pairInPods(inputOf(sevens.flat()), sevens, seededRandom(1)).byes.map((b) => b.playerId[0])).toEqual([
      'a',
      'b',
    ]);
  });

  it('pairs players seated in no pod among themselves, after the pods', () => {
    const late = pairInPods(inputOf([...pods.flat(), 'x1', 'x2']), pods, seededRandom(3));
    expect(late.pairings.at(-1)).toMatchObject({ table: 8 });
    expect([...late.pairings.at(-1)!.players].sort()).toEqual(['x1', 'x2']);
  });

  it('replays exactly from the same seed', () => {
    expect(pairInPods(inputOf(pods.flat()), pods, seededRandom(7))).toEqual(result);
  });
});
