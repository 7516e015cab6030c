import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { maxWeightPerfectMatching, type WeightedGraph } from './matching.ts';

/** Best (cardinality, weight) over every matching, by exhaustive search. */
function bruteForce(graph: WeightedGraph): { size: number; weight: number } {
  const adj = new Map<string, number>();
  for (let k = 0; k < graph.weight.length; k++) {
    const key = `${Math.min(graph.from[k]!, graph.to[k]!)}-${Math.max(graph.from[k]!, graph.to[k]!)}`;
    adj.set(key, Math.max(adj.get(key) ?? -Infinity, graph.weight[k]!));
  }
  const used = new Array<boolean>(graph.vertexCount).fill(false);
  let best = { size: 0, weight: 0 };
  const go = (v: number, size: number, weight: number): void => {
    while (v < graph.vertexCount && used[v]) v++;
    if (v === graph.vertexCount) {
      if (size > best.size || (size === best.size && weight > best.weight)) best = { size, weight };
      return;
    }
    used[v] = true;
    go(v + 1, size, weight);
    for (let u = v + 1; u < graph.vertexCount; u++) {
      const w = adj.get(`${v}-${u}`);
      if (used[u] || w === undefined) continue;
      used[u] = true;
      go(v + 1, size + 1, weight + w);
      used[u] = false;
    }
    used[v] = false;
  };
  go(0, 0, 0);
  return best;
}

function randomGraph(seed: number): WeightedGraph {
  const random = seededRandom(seed);
  const vertexCount = 2 * (1 + Math.floor(random() * 6));
  const density = 0.2 + random() * 0.8;
  const from: number[] = [];
  const to: number[] = [];
  const weight: number[] = [];
  for (let i = 0; i < vertexCount; i++) {
    for (let j = i + 1; j < vertexCount; j++) {
      if (random() > density) continue;
      from.push(i);
      to.push(j);
      weight.push(Math.floor(random() * (seed % 3 === 0 ? 4 : 1000)));
    }
  }
  return { vertexCount, from, to, weight };
}

function scoreOf(graph: WeightedGraph, mate: Int32Array): { size: number; weight: number } {
  let size = 0;
  let weight = 0;
  for (let k = 0; k < graph.weight.length; k++) {
    const a = graph.from[k]!;
    const b = graph.to[k]!;
    if (mate[a] === b && mate[b] === a) {
      size++;
      weight += graph.weight[k]!;
    }
  }
  return { size, weight };
}

describe('maxWeightPerfectMatching', () => {
  it('matches a hand-worked path: the heavy middle edge loses to the two outer ones', () => {
    const graph = { vertexCount: 4, from: [0, 1, 2], to: [1, 2, 3], weight: [5, 8, 5] };
    expect(Array.from(maxWeightPerfectMatching(graph))).toEqual([1, 0, 3, 2]);
  });

  it('finds a blossom: an odd cycle whose greedy start must be undone', () => {
    // Greedy takes 0-1 (weight 6 at both ends); the only perfect matching is 1-2, 0-3, 4-5.
    const graph = { vertexCount: 6, from: [0, 1, 2, 3, 4], to: [1, 2, 0, 0, 5], weight: [6, 5, 6, 1, 6] };
    const mate = maxWeightPerfectMatching(graph);
    expect(Array.from(mate)).toEqual([3, 2, 1, 0, 5, 4]);
  });

  it('agrees with exhaustive search on 500 random graphs', () => {
    let perfect = 0;
    for (let seed = 1; seed <= 500; seed++) {
      const graph = randomGraph(seed);
      const mate = maxWeightPerfectMatching(graph);
      for (let v = 0; v < graph.vertexCount; v++) if (mate[v]! >= 0) expect(mate[mate[v]!]).toBe(v);
      const best = bruteForce(graph);
      const got = scoreOf(graph, mate);
      expect(got.size, `seed ${seed}`).toBe(best.size);
      if (best.size * 2 === graph.vertexCount) {
        perfect++;
        expect(got.weight, `seed ${seed}`).toBe(best.weight);
      }
    }
    expect(perfect).toBeGreaterThan(250);
  });
});
