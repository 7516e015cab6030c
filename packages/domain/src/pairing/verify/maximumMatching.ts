// 210: a maximum-cardinality matching in a general graph (Edmonds' blossom algorithm), for the pairings check.

/** Whether vertices u and v (0 ≤ u, v < n) may be matched; asked for u ≠ v only, and must be symmetric. */
export type Adjacent = (u: number, v: number) => boolean;

/** Search state of one augmenting-path search from a free root. */
interface Search {
  mate: number[];
  parent: number[];
  base: number[];
  inTree: boolean[];
  queue: number[];
}

/** The base of the lowest common ancestor of a and b in the alternating tree. */
function commonBase(s: Search, a: number, b: number): number {
  const seen = new Set<number>();
  for (let x = a; ; x = s.parent[s.mate[x]!]!) {
    x = s.base[x]!;
    seen.add(x);
    if (s.mate[x] === -1) break;
  }
  for (let y = b; ; y = s.parent[s.mate[y]!]!) {
    y = s.base[y]!;
    if (seen.has(y)) return y;
  }
}

/** Marks the blossom's vertices on the path from v down to its base, re-pointing parents through the odd cycle. */
function markPath(s: Search, inBlossom: boolean[], v: number, base: number, child: number): void {
  while (s.base[v] !== base) {
    inBlossom[s.base[v]!] = true;
    inBlossom[s.base[s.mate[v]!]!] = true;
    s.parent[v] = child;
    child = s.mate[v]!;
    v = s.parent[s.mate[v]!]!;
  }
}

function contract(s: Search, v: number, to: number): void {
  const base = commonBase(s, v, to);
  const inBlossom = new Array<boolean>(s.mate.length).fill(false);
  markPath(s, inBlossom, v, base, to);
  markPath(s, inBlossom, to, base, v);
  for (let i = 0; i < s.mate.length; i++) {
    if (!inBlossom[s.base[i]!]) continue;
    s.base[i] = base;
    if (!s.inTree[i]) {
      s.inTree[i] = true;
      s.queue.push(i);
    }
  }
}

/** The free vertex an augmenting path from root reaches, or -1 when none. */
function augmentingPathEnd(mate: number[], adjacent: Adjacent, root: number): { end: number; parent: number[] } {
  const n = mate.length;
  const s: Search = {
    mate,
    parent: new Array<number>(n).fill(-1),
    base: [...Array(n).keys()],
    inTree: new Array<boolean>(n).fill(false),
    queue: [root],
  };
  s.inTree[root] = true;
  for (let head = 0; head < s.queue.length; head++) {
    const v = s.queue[head]!;
    for (let to = 0; to < n; to++) {
      if (to === v || s.base[v] === s.base[to] || mate[v] === to || !adjacent(v, to)) continue;
      if (to === root || (mate[to] !== -1 && s.parent[mate[to]!] !== -1)) contract(s, v, to);
      else if (s.parent[to] === -1) {
        s.parent[to] = v;
        if (mate[to] === -1) return { end: to, parent: s.parent };
        s.inTree[mate[to]!] = true;
        s.queue.push(mate[to]!);
      }
    }
  }
  return { end: -1, parent: s.parent };
}

/** Greedy start: most vertices are matched without any search when the graph is dense, as pairing graphs are. */
function greedyMatching(n: number, adjacent: Adjacent): number[] {
  const mate = new Array<number>(n).fill(-1);
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n && mate[u] === -1; v++) {
      if (mate[v] === -1 && adjacent(u, v)) [mate[u], mate[v]] = [v, u];
    }
  }
  return mate;
}

/** A maximum matching of n vertices: `mate[v]` is v's partner, or -1 when v stays unmatched. */
export function maximumMatching(n: number, adjacent: Adjacent): number[] {
  const mate = greedyMatching(n, adjacent);
  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1) continue;
    const { end, parent } = augmentingPathEnd(mate, adjacent, root);
    for (let v = end; v !== -1;) {
      const pv = parent[v]!;
      const next = mate[pv]!;
      mate[v] = pv;
      mate[pv] = v;
      v = next;
    }
  }
  return mate;
}

/** The number of pairs in a maximum matching. */
export const matchingSize = (n: number, adjacent: Adjacent): number =>
  maximumMatching(n, adjacent).filter((m) => m !== -1).length / 2;
