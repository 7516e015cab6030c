import { describe, expect, it } from 'vitest';
import { matchingSize, maximumMatching } from './maximumMatching.ts';

const graph = (edges: [number, number][]) => {
  const set = new Set(edges.flatMap(([u, v]) => [`${u}-${v}`, `${v}-${u}`]));
  return (u: number, v: number) => set.has(`${u}-${v}`);
};
const cycle = (n: number) => graph([...Array(n).keys()].map((i) => [i, (i + 1) % n]));
const petersen = graph([
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 0],
  [0, 5],
  [1, 6],
  [2, 7],
  [3, 8],
  [4, 9],
  [5, 7],
  [7, 9],
  [9, 6],
  [6, 8],
  [8, 5],
]);
/** Greedy takes 0–1 and 2–3 first; only an augmenting path through the blossom 1-2-3 reaches 4 and 5 (and 6-7). */
const blossomNeeded = graph([
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 1],
  [0, 4],
  [3, 5],
  [4, 6],
  [5, 7],
]);

describe('maximumMatching (210)', () => {
  it.each([
    ['no vertices', 0, graph([]), 0],
    ['no edges', 4, graph([]), 0],
    ['one edge', 2, graph([[0, 1]]), 1],
    ['a triangle', 3, cycle(3), 1],
    ['an odd cycle of 5', 5, cycle(5), 2],
    ['an even cycle of 6', 6, cycle(6), 3],
    [
      'a star',
      5,
      graph([
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
      ]),
      1,
    ],
    ['the Petersen graph', 10, petersen, 5],
    ['a path through a blossom', 8, blossomNeeded, 4],
    [
      'two triangles joined by an edge',
      6,
      graph([
        [0, 1],
        [1, 2],
        [2, 0],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 3],
      ]),
      3,
    ],
  ])('%s', (_, n, adjacent, size) => {
    expect(matchingSize(n, adjacent)).toBe(size);
  });

  it('pairs each vertex with a neighbour that pairs it back', () => {
    const mate = maximumMatching(10, petersen);
    mate.forEach((m, v) => {
      expect(m).not.toBe(-1);
      expect(mate[m]).toBe(v);
      expect(petersen(v, m)).toBe(true);
    });
  });
});
