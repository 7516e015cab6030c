import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maximumMatching } from './maximumMatching.ts';

type Edges = boolean[][];

/** A random simple graph of up to 10 vertices as a symmetric adjacency matrix. */
const graphs = fc.integer({ min: 0, max: 10 }).chain((n) =>
  fc.array(fc.boolean(), { minLength: (n * (n - 1)) / 2, maxLength: (n * (n - 1)) / 2 }).map((bits) => {
    const edges: Edges = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
    let k = 0;
    for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) edges[u]![v] = edges[v]![u] = bits[k++]!;
    return edges;
  }),
);

/** The size of a maximum matching by trying every choice for the lowest unmatched vertex. */
function bruteForce(edges: Edges, free: number[]): number {
  const [u, ...rest] = free;
  if (u === undefined) return 0;
  let best = bruteForce(edges, rest);
  for (const v of rest)
    if (edges[u]![v])
      best = Math.max(
        best,
        1 +
          bruteForce(
            edges,
            rest.filter((w) => w !== v),
          ),
      );
  return best;
}

describe('maximumMatching, properties', () => {
  it('is a matching of the graph, as large as any', () => {
    fc.assert(
      fc.property(graphs, (edges) => {
        const n = edges.length;
        const mate = maximumMatching(n, (u, v) => edges[u]![v]!);
        mate.forEach((m, v) => {
          if (m === -1) return;
          expect(mate[m]).toBe(v);
          expect(edges[v]![m]).toBe(true);
        });
        expect(mate.filter((m) => m !== -1).length / 2).toBe(bruteForce(edges, [...Array(n).keys()]));
      }),
      { numRuns: 300 },
    );
  });
});
